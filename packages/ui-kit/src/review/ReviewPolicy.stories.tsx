import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reviewPolicyPoints } from '../fixtures/reviews';
import { ReviewPolicy } from './ReviewPolicy';

const meta = {
  title: 'Reviews/ReviewPolicy',
  component: ReviewPolicy,
  args: { title: 'Comment les avis sont-ils contrôlés ?', points: reviewPolicyPoints },
} satisfies Meta<typeof ReviewPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four points French law asks for, each a term and its answer. */
export const Statement: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Comment les avis sont-ils contrôlés ?' })).toBeVisible();
    await expect(canvas.getByText('Aucun avis n’est rémunéré ni récompensé.')).toBeVisible();
  },
};

/** With the trust score of a review service: one more point says where it comes from. */
export const WithReviewService: Story = {
  args: {
    points: [
      ...reviewPolicyPoints,
      { title: 'Note globale', text: 'Calculée par le service d’avis, qui interroge nos clients après leur commande.' },
    ],
  },
};
