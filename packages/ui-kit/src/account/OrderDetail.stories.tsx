import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../actions/Button';
import { Link } from '../actions/Link';
import { orderDetailLabels } from '../fixtures/account';
import { OrderDetail } from './OrderDetail';

const meta = {
  title: 'Account/OrderDetail',
  component: OrderDetail,
  args: {
    date: '12/03/2025 10:42',
    status: 'En cours de traitement',
    statusTone: 'brand',
    paymentLabel: 'Paiement à la livraison',
    lines: [
      {
        sku: 'CS-10',
        name: 'Citerne souple eau de pluie 10 m³',
        options: ['Volume : 10 m³', 'Kit de raccordement : oui'],
        qty: 1,
        rowTotal: 549,
      },
      { sku: 'BA-46', name: 'Bâche de protection anti-UV 4 × 6 m', qty: 2, rowTotal: 158 },
    ],
    shippingAddress: { name: 'Léa Martin', lines: ['3 rue des Lilas', '49300 Cholet', 'France', '06 12 34 56 78'] },
    billingAddress: { name: 'Léa Martin', lines: ['3 rue des Lilas', '49300 Cholet', 'France'] },
    totals: [
      { label: 'Sous-total TTC', value: 707 },
      { label: 'Frais de port TTC', value: 19.9 },
      { label: 'Total TTC', value: 726.9, emphasis: true },
    ],
    labels: orderDetailLabels,
    actions: (
      <>
        <Link href="/invoice/000000042">Voir la facture</Link>
        <Button size="sm" variant="secondary" icon="refresh">
          Commander à nouveau
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {
  play: async ({ canvas }) => {
    const lines = canvas.getByRole('table', { name: 'Articles commandés' });
    await expect(within(lines).getByRole('row', { name: /Bâche/ })).toHaveTextContent(/2.*158,00\s€/);
    await expect(canvas.getByRole('heading', { name: 'Adresse de livraison' })).toBeVisible();
    const totals = canvas.getByRole('table', { name: 'Montant de la commande' });
    await expect(within(totals).getByRole('row', { name: /Total TTC/ })).toHaveTextContent(/726,90\s€/);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
