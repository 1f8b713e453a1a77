import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { MobileBottomNav, type MobileBottomNavProps } from './MobileBottomNav';

/** The bottom navigation wired as the storefront wires it: Home closes menu and search. */
function BottomNavDemo(props: MobileBottomNavProps) {
  const [menuOpen, setMenuOpen] = useState(props.menuOpen);
  const [searchOpen, setSearchOpen] = useState(props.searchOpen);
  return (
    <div style={{ minHeight: '12rem' }}>
      <MobileBottomNav
        {...props}
        menuOpen={menuOpen}
        searchOpen={searchOpen}
        onHome={() => {
          setMenuOpen(false);
          setSearchOpen(false);
          props.onHome?.();
        }}
        onMenu={() => {
          setMenuOpen((open) => !open);
          setSearchOpen(false);
          props.onMenu();
        }}
        onSearch={() => {
          setSearchOpen((open) => !open);
          setMenuOpen(false);
          props.onSearch();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Navigation/MobileBottomNav',
  component: MobileBottomNav,
  render: (args) => <BottomNavDemo {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Navigation mobile',
    labels: { home: 'Accueil', menu: 'Menu', search: 'Recherche', profile: 'Mon compte', cart: 'Panier' },
    homeHref: '/',
    isHome: true,
    isAccount: false,
    menuOpen: false,
    searchOpen: false,
    onHome: fn(),
    onMenu: fn(),
    onSearch: fn(),
    onProfile: fn(),
    onCart: fn(),
    cartQuantity: 2,
    cartLabel: 'Panier, 2 articles',
  },
} satisfies Meta<typeof MobileBottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: home highlighted on home; menu when open; nothing while search is open; home again after Home. */
export const Highlights: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const home = canvas.getByRole('link', { name: 'Accueil' });
    const menu = canvas.getByRole('button', { name: 'Menu' });
    const search = canvas.getByRole('button', { name: 'Recherche' });
    await expect(home).toHaveAttribute('data-highlighted', 'true');
    await expect(home).toHaveAttribute('aria-current', 'page');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('data-highlighted', 'true');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(home).not.toHaveAttribute('data-highlighted');
    await userEvent.click(search);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).not.toHaveAttribute('data-highlighted');
    await expect(home).not.toHaveAttribute('data-highlighted');
    await userEvent.click(home);
    await expect(args.onHome).toHaveBeenCalledOnce();
    await expect(home).toHaveAttribute('data-highlighted', 'true');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ProfileOnAccountPage: Story = {
  args: { isHome: false, isAccount: true },
  play: async ({ args, canvas, userEvent }) => {
    const profile = canvas.getByRole('button', { name: 'Mon compte' });
    await expect(profile).toHaveAttribute('data-highlighted', 'true');
    await userEvent.click(profile);
    await expect(args.onProfile).toHaveBeenCalledOnce();
  },
};

export const CartFloating: Story = {
  args: { isHome: false, cartQuantity: 12, cartLabel: 'Panier, 12 articles' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Panier, 12 articles' }));
    await expect(args.onCart).toHaveBeenCalledOnce();
    await expect(canvas.getByText('12')).toBeVisible();
  },
};
