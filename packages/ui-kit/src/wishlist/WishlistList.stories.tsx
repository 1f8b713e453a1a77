import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { tankImage } from '../fixtures/storyImages';
import { WishlistList } from './WishlistList';

const meta = {
  title: 'Commerce/WishlistList',
  component: WishlistList,
  args: {
    label: "Ma liste d'envies",
    items: [
      {
        sku: 'CS-EP-5',
        name: 'Citerne souple 5 m³',
        href: '/p/CS-EP-5/citerne',
        image: { src: tankImage(205, '5 m³'), alt: '' },
      },
      { sku: 'VANNE', name: 'Vanne laiton 1"', href: '/p/VANNE/vanne' },
    ],
    labels: { remove: (name: string) => `Retirer ${name} de la liste d'envies`, removeText: 'Retirer' },
    onRemove: fn(),
  },
} satisfies Meta<typeof WishlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('list', { name: "Ma liste d'envies" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Citerne souple 5 m³' })).toHaveAttribute(
      'href',
      '/p/CS-EP-5/citerne',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Vanne laiton 1" de la liste d\'envies' }));
    await expect(args.onRemove).toHaveBeenCalledWith('VANNE');
  },
};

export const WithMoreActions: Story = {
  args: { actions: (item) => <button type="button">Comparer {item.name}</button> },
};
