import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tankImage } from '../fixtures/storyImages';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  args: {
    label: 'Meilleures ventes',
    priorityCount: 4,
    items: Array.from({ length: 8 }, (_, index) => ({
      id: `p${index}`,
      name:
        index === 3
          ? 'Citerne souple renforcée anti-UV avec kit de raccordement complet 20 m³'
          : `Citerne souple ${index + 2} m³`,
      href: `/p/CS-${index}/citerne-souple`,
      image: { src: tankImage(185 + index * 9, `${index + 2} m³`), alt: '' },
      price: 300 + index * 45,
      originalPrice: index % 3 === 0 ? 360 + index * 45 : undefined,
      badges: index % 3 === 0 ? [{ label: 'Promo', tone: 'sale' as const }] : [],
      priceLabels: { tax: 'TTC', original: 'Prix initial :', current: 'Prix promotionnel :' },
    })),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Meilleures ventes' })).toHaveAttribute('aria-busy', 'true');
  },
};
