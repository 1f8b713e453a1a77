import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { recentlyViewedLabels } from '../fixtures/account';
import { tankImage } from '../fixtures/storyImages';
import { RecentlyViewedList } from './RecentlyViewedList';

const meta = {
  title: 'Account/RecentlyViewedList',
  component: RecentlyViewedList,
  args: {
    products: [
      { sku: 'CS-10', name: 'Citerne souple 10 m³', href: '/p/CS-10/citerne-souple-10m3', image: tankImage(205) },
      { sku: 'CS-5', name: 'Citerne souple 5 m³', href: '/p/CS-5/citerne-souple-5m3', image: tankImage(150) },
      { sku: 'BA-46', name: 'Bâche de protection anti-UV 4 × 6 m', href: '/p/BA-46/bache-anti-uv' },
    ],
    onClear: fn(),
    labels: recentlyViewedLabels,
  },
} satisfies Meta<typeof RecentlyViewedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Citerne souple 10 m³' })).toHaveAttribute(
      'href',
      '/p/CS-10/citerne-souple-10m3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer l’historique' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = { args: { products: [] } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
