import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { myReviews, myReviewsLabels } from '../fixtures/account';
import { MyReviews } from './MyReviews';

const meta = {
  title: 'Account/MyReviews',
  component: MyReviews,
  args: { reviews: myReviews, labels: myReviewsLabels },
} satisfies Meta<typeof MyReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Published, waiting and refused reviews; a product no longer sold is named without a link. */
export const Reviews: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Mes avis' });
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    await expect(within(first).getByRole('link', { name: 'Citerne souple eau de pluie 10 m³' })).toHaveAttribute(
      'href',
      '/p/CS-10/citerne-souple-10m3',
    );
    await expect(within(first).getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible();
    await expect(canvas.getByText('En attente de validation')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Kit de raccordement/ })).toBeNull();
  },
};

export const Empty: Story = { args: { reviews: [] } };
