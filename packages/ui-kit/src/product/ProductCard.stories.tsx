import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../actions/Button';
import { CompareToggle } from '../compare/CompareToggle';
import { tankImage } from '../fixtures/storyImages';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { ProductCard } from './ProductCard';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    name: 'Citerne souple 10 m³',
    href: '/p/CS-10/citerne-souple-10m3',
    image: { src: tankImage(205, '10 m³'), alt: '' },
    price: 549,
    priceLabels: { tax: 'TTC', original: 'Prix initial :', current: 'Prix promotionnel :' },
  },
  render: (args) => (
    <div style={{ maxWidth: '18rem' }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Citerne souple 10 m³' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Citerne souple 10 m³' })).toHaveAttribute(
      'href',
      '/p/CS-10/citerne-souple-10m3',
    );
  },
};

export const OnSale: Story = {
  args: {
    originalPrice: 629,
    badges: [
      { label: 'Promo', tone: 'sale' },
      { label: 'Fabrication française', tone: 'brand' },
    ],
    rating: { value: 4.7, label: 'Note moyenne : 4,7 sur 5', countLabel: '128 avis' },
    note: 'Livraison offerte',
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="accent" icon="cart" size="sm" fullWidth onClick={fn()}>
        Ajouter au panier
      </Button>
    ),
  },
};

export const OutOfStock: Story = {
  args: { unavailable: true, note: 'Rupture de stock', badges: [{ label: 'Épuisé', tone: 'neutral' }] },
};

export const LongFrenchName: Story = {
  args: {
    name: 'Citerne souple de récupération d’eau de pluie anti-UV renforcée 30 000 litres avec kit de raccordement',
    priceLabels: { tax: 'TTC', from: 'À partir de' },
    price: 1890,
  },
};

export const Grid: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {[2, 5, 10, 20].map((volume, index) => (
        <li key={volume}>
          <ProductCard
            {...args}
            name={`Citerne souple ${volume} m³`}
            href={`/p/CS-${volume}/citerne-souple-${volume}m3`}
            image={{ src: tankImage(190 + index * 12, `${volume} m³`), alt: '' }}
            price={300 + volume * 40}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  ),
};

export const WithCompareAndWishlist: Story = {
  args: {
    mediaAction: <WishlistToggle label="Liste d'envies : Citerne souple 10 m³" pressed onToggle={fn()} />,
    actions: <CompareToggle text="Comparer" label="Comparer Citerne souple 10 m³" pressed={false} onToggle={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "Liste d'envies : Citerne souple 10 m³" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Comparer Citerne souple 10 m³' })).toBeVisible();
  },
};
