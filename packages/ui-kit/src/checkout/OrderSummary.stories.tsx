import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  deliveryCountries,
  deliveryEstimateLabels,
  orderLines,
  orderSegments,
  orderSummaryEditLabels,
  orderSummaryLabels,
  storyZipProblem,
} from '../fixtures/checkout';
import { DeliveryEstimate } from './DeliveryEstimate';
import { OrderSummary, type OrderSummaryProps } from './OrderSummary';

function OrderSummaryDemo(props: OrderSummaryProps) {
  const [lines, setLines] = useState(props.lines);
  const { editable } = props;
  return (
    <div style={{ maxWidth: '32rem' }}>
      <OrderSummary
        {...props}
        lines={lines}
        editable={
          editable && {
            ...editable,
            onQuantityChange: (id, qty) => {
              setLines((current) => current.map((line) => (line.id === id ? { ...line, qty } : line)));
              editable.onQuantityChange(id, qty);
            },
            onRemove: (id) => {
              setLines((current) => current.filter((line) => line.id !== id));
              editable.onRemove(id);
            },
          }
        }
      />
    </div>
  );
}

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  render: (args) => <OrderSummaryDemo {...args} />,
  args: { lines: orderLines, segments: orderSegments, labels: orderSummaryLabels },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const editing = {
  onQuantityChange: fn(),
  onRemove: fn(),
  onEdit: fn(),
  // Only the configurable tank has options to change; the tarpaulin has no edit button.
  editableLineIds: ['l1'],
  labels: orderSummaryEditLabels,
};

/** The review step: read-only lines, and the totals as a table whose rows are named by their title. */
export const LinesAndTotals: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Récapitulatif de la commande' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Articles de la commande' })).toBeVisible();
    await expect(canvas.getByText('Quantité : 2')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    const totals = canvas.getByRole('table', { name: 'Total de la commande' });
    const grandTotal = within(totals).getByRole('row', { name: /^Total TTC/ });
    await expect(within(grandTotal).getByRole('rowheader')).toHaveTextContent('Total TTC');
    await expect(grandTotal).toHaveTextContent(/726,90\s€/);
  },
};

/** The top of the checkout: quantities change, removal asks first (as in the mini-cart), configurable lines edit. */
export const EditableWithRemoval: Story = {
  args: { editable: editing },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Modifier les options de Bâche de protection anti-UV 4 × 6 m' }),
    ).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Ajouter un article' })[0] as HTMLElement);
    await expect(editing.onQuantityChange).toHaveBeenCalledWith('l1', 2);
    const remove = canvas.getByRole('button', { name: 'Retirer Bâche de protection anti-UV 4 × 6 m du panier' });
    await userEvent.click(remove);
    await expect(
      canvas.getByRole('group', { name: 'Retirer « Bâche de protection anti-UV 4 × 6 m » du panier ?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Oui, retirer' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(editing.onRemove).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: 'Retirer Bâche de protection anti-UV 4 × 6 m du panier' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(editing.onRemove).toHaveBeenCalledWith('l2');
    await expect(canvas.queryByText('Bâche de protection anti-UV 4 × 6 m')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Modifier les options de Citerne souple eau de pluie 10 m³' }),
    );
    await expect(editing.onEdit).toHaveBeenCalledWith('l1');
  },
};

export const SyncingLine: Story = { args: { editable: { ...editing, pendingLineIds: ['l1'] } } };

/** The delivery cost for the shopper's postcode, between the note and the totals (issue 18, art. L112-1). */
export const WithDeliveryEstimate: Story = {
  args: {
    freeShippingNote: 'Plus que 42,00 € d’achats pour la livraison offerte.',
    beforeTotals: (
      <DeliveryEstimate
        status="charged"
        place="49000"
        amountInclTax={5}
        countries={deliveryCountries}
        validate={storyZipProblem}
        onEstimate={fn()}
        labels={deliveryEstimateLabels}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Livraison au 49000')).toBeVisible();
  },
};

export const FreeShippingNotReached: Story = {
  args: { freeShippingNote: 'Plus que 42,00 € d’achats pour la livraison offerte.' },
};

export const FreeShippingReached: Story = {
  args: {
    freeShippingNote: 'La livraison vous est offerte !',
    freeShippingReached: true,
    segments: orderSegments.map((segment) =>
      segment.code === 'shipping'
        ? { ...segment, value: 0 }
        : segment.code === 'grand_total'
          ? { ...segment, value: 707 }
          : segment,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: 'Frais de port TTC Offerts' })).toBeVisible();
  },
};

/** A discount segment is negative. */
export const WithDiscount: Story = {
  args: {
    segments: [
      orderSegments[0],
      { code: 'discount', title: 'Réduction (BIENVENUE10)', value: -70.7 },
      ...orderSegments.slice(1, 3),
      { code: 'grand_total', title: 'Total TTC', value: 656.2 },
    ] as OrderSummaryProps['segments'],
  },
};

export const Phone: Story = {
  args: { editable: editing },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
