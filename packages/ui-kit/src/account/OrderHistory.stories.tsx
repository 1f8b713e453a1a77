import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { orderHistoryLabels, orders } from '../fixtures/account';
import { OrderHistory } from './OrderHistory';

const meta = {
  title: 'Account/OrderHistory',
  component: OrderHistory,
  args: {
    orders,
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    onReorder: fn(),
    shopHref: '/',
    labels: orderHistoryLabels,
  },
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row: number, date, status, total and the order's actions; the pager pages 20 at a time. */
export const Orders: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Historique de vos commandes' });
    const row = within(table).getByRole('row', { name: /000000031/ });
    await expect(row).toHaveTextContent(/02\/01\/2025.*Expédiée.*1\s193,00\s€/);
    await expect(within(row).getByRole('link', { name: 'Facture de la commande 000000031' })).toHaveAttribute(
      'href',
      '/invoice/000000031',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Commander à nouveau la commande 000000031' }));
    await expect(args.onReorder).toHaveBeenCalledWith('000000031');
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Reordering: Story = { args: { reorderingNumber: '000000042' } };

export const Empty: Story = {
  args: { orders: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Vous n’avez pas encore passé de commande' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Découvrir nos citernes' })).toHaveAttribute('href', '/');
  },
};

/** Phones: every order becomes a card, each value after its column's name. */
export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
