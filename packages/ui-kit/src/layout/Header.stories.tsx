import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryLogo } from '../fixtures/StoryLogo';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <StoryLogo />,
    homeHref: '/',
    homeLabel: 'Citerne Souple, retour à l’accueil',
    skipLink: { href: '#contenu', label: 'Aller au contenu' },
    phone: { number: '04 68 00 00 00', href: 'tel:+33468000000', label: 'Appelez-nous au' },
    contact: { href: '/contact', label: 'Nous contacter' },
    account: { label: 'Se connecter', onClick: fn() },
    cart: { label: 'Panier, 2 articles', quantity: 2, onClick: fn() },
    search: { label: 'Rechercher un produit', placeholder: 'Rechercher une citerne, une bâche…', onOpen: fn() },
    menu: { label: 'Menu', onToggle: fn(), expanded: false },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Panier, 2 articles' }));
    await expect(args.cart?.onClick).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.account && 'onClick' in args.account ? args.account.onClick : null).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher un produit' }));
    await expect(args.search?.onOpen).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: /04 68 00 00 00/ })).toHaveAttribute('href', 'tel:+33468000000');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LoggedIn: Story = {
  args: {
    account: { label: 'Mon compte', href: '/my-account' },
    cart: { label: 'Panier vide', quantity: 0, onClick: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/my-account');
  },
};

export const ManyItemsInCart: Story = {
  args: { cart: { label: 'Panier, 128 articles', quantity: 128, onClick: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Panier, 128 articles' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const WithWishlistAndCompare: Story = {
  args: {
    shortcuts: [
      { id: 'compare', href: '/compare', label: 'Comparer, 2 produits', icon: 'compare', count: 2 },
      { id: 'wishlist', href: '/wishlist', label: "Liste d'envies, 3 produits", icon: 'heart', count: 3 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: "Liste d'envies, 3 produits" })).toHaveAttribute('href', '/wishlist');
    await expect(canvas.getByRole('link', { name: 'Comparer, 2 produits' })).toHaveAttribute('href', '/compare');
  },
};

export const Minimal: Story = {
  args: { variant: 'minimal' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Citerne Souple, retour à l’accueil' })).toBeVisible();
  },
};
