import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Accordion } from './Accordion';
import { Breadcrumbs } from './Breadcrumbs';
import { Pagination } from './Pagination';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Informations produit',
    tabs: [
      { id: 'description', label: 'Description', content: <p>Citerne souple en PVC armé, traitée anti-UV.</p> },
      { id: 'caracteristiques', label: 'Caractéristiques', content: <p>Volume 10 m³, dimensions 4,2 × 3,1 m.</p> },
      { id: 'avis', label: 'Avis clients (128)', content: <p>4,7 sur 5.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Caractéristiques' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Volume 10 m³');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Avis clients (128)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
  },
};

export const AccordionSections: StoryObj<typeof Accordion> = {
  render: () => (
    <Accordion
      items={[
        { id: 'livraison', title: 'Quels sont les délais de livraison ?', content: <p>Sous 5 à 10 jours ouvrés.</p> },
        { id: 'garantie', title: 'Quelle garantie ?', content: <p>Garantie 5 ans et plus selon le modèle.</p> },
        { id: 'pose', title: 'Comment installer ma citerne ?', content: <p>Sur un sol plat, sans cailloux.</p> },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Quels sont les délais de livraison ?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Sous 5 à 10 jours ouvrés.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quelle garantie ?' }));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const BreadcrumbTrail: StoryObj<typeof Breadcrumbs> = {
  render: () => (
    <Breadcrumbs
      label="Fil d’Ariane"
      items={[
        { label: 'Accueil', href: '/' },
        { label: 'Citernes souples', href: '/c/citernes-souples' },
        { label: 'Citerne souple eau de pluie 10 m³' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Citerne souple eau de pluie 10 m³')).toHaveAttribute('aria-current', 'page');
  },
};

export const PaginationLinks: StoryObj<typeof Pagination> = {
  render: () => (
    <Pagination
      label="Pagination des produits"
      page={6}
      pageCount={12}
      hrefForPage={(page) => `/c/citernes-souples?page=${page}`}
      previousLabel="Page précédente"
      nextLabel="Page suivante"
      pageLabel={(page) => `Page ${page}`}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/c/citernes-souples?page=7',
    );
    await expect(canvas.getByText('Page 6').parentElement).toHaveAttribute('aria-current', 'page');
  },
};

const onPageChange = fn();

export const PaginationButtons: StoryObj<typeof Pagination> = {
  render: () => (
    <Pagination
      label="Pagination des résultats"
      page={1}
      pageCount={3}
      onPageChange={onPageChange}
      previousLabel="Page précédente"
      nextLabel="Page suivante"
      pageLabel={(page) => `Page ${page}`}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(onPageChange).toHaveBeenCalledWith(2);
  },
};
