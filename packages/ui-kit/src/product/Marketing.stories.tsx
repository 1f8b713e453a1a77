import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { tankImage } from '../fixtures/storyImages';
import { Carousel } from '../media/Carousel';
import { ProductCard } from './ProductCard';
import { ReviewSummary } from './ReviewSummary';
import { TrustBanner } from './TrustBanner';

const meta = {
  title: 'Commerce/TrustBanner',
  component: TrustBanner,
  args: {
    label: 'Nos engagements',
    items: [
      { icon: 'flag', title: 'Fabrication française', text: 'Dans notre atelier des Pyrénées' },
      { icon: 'check', title: '8 800 citernes installées', text: 'Partout en France' },
      { icon: 'shield', title: 'Garantie 5 ans et plus', text: 'Selon le modèle' },
      { icon: 'ruler', title: 'Sur mesure', text: 'Dimensions à la demande' },
    ],
  },
} satisfies Meta<typeof TrustBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const Reviews: StoryObj<typeof ReviewSummary> = {
  render: () => (
    <ReviewSummary
      averageRating={4.7}
      totalReviews={128}
      stars={{ 5: 98, 4: 21, 3: 6, 2: 2, 1: 1 }}
      labels={{
        title: 'Avis clients',
        score: (rating) => `${rating.toLocaleString('fr-FR')}/5`,
        rating: (rating) => `Note moyenne : ${rating.toLocaleString('fr-FR')} sur 5`,
        count: (total) => `${total} avis vérifiés`,
        starRow: (stars, count) => `${stars} étoile${stars > 1 ? 's' : ''} : ${count} avis`,
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Note moyenne : 4,7 sur 5' })).toBeVisible();
    await expect(canvas.getByText('128 avis vérifiés')).toBeVisible();
  },
};

const slides = [2, 5, 10, 15, 20, 30].map((volume, index) => ({
  id: `cs${volume}`,
  content: (
    <ProductCard
      name={`Citerne souple ${volume} m³`}
      href={`/p/CS-${volume}/citerne-souple-${volume}m3`}
      image={{ src: tankImage(190 + index * 10, `${volume} m³`), alt: '' }}
      price={250 + volume * 30}
      priceLabels={{ tax: 'TTC' }}
    />
  ),
}));

export const ProductCarousel: StoryObj<typeof Carousel> = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <Carousel
      label="Nouveautés"
      previousLabel="Produits précédents"
      nextLabel="Produits suivants"
      slideLabel={(position, total) => `${position} sur ${total}`}
      slides={slides}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'Produits précédents' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('group', { name: '1 sur 6' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Produits suivants' }));
    await waitFor(() => expect(previous).toBeEnabled());
  },
};
