import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DeliveryEstimate } from '../checkout/DeliveryEstimate';
import { cartLines, cartTotals, miniCartLabels } from '../fixtures/cartLines';
import { deliveryCountries, deliveryEstimateLabels, storyZipProblem } from '../fixtures/checkout';
import { Drawer } from '../overlays/Drawer';
import { MiniCart, type MiniCartProps } from './MiniCart';

function MiniCartDemo(props: MiniCartProps) {
  const [lines, setLines] = useState(props.lines);
  return (
    <Drawer open onClose={() => undefined} title={`Mon panier (${lines.length})`} closeLabel="Fermer le panier">
      <MiniCart
        {...props}
        lines={lines}
        onQuantityChange={(id, quantity) => {
          setLines((current) => current.map((line) => (line.id === id ? { ...line, quantity } : line)));
          props.onQuantityChange(id, quantity);
        }}
        onRemove={(id) => {
          setLines((current) => current.filter((line) => line.id !== id));
          props.onRemove(id);
        }}
      />
    </Drawer>
  );
}

const meta = {
  title: 'Commerce/MiniCart',
  component: MiniCart,
  render: (args) => <MiniCartDemo {...args} />,
  args: {
    status: 'ready',
    lines: cartLines,
    totals: cartTotals,
    labels: miniCartLabels,
    onQuantityChange: fn(),
    onRemove: fn(),
    checkoutHref: '/checkout',
    continueHref: '/',
    notice: 'Livraison offerte dès 200 € TTC en France.',
  },
} satisfies Meta<typeof MiniCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: removal asks first; Cancel keeps the line and returns focus, confirming removes it. */
export const RemoveWithConfirmation: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const remove = body.getByRole('button', { name: 'Retirer Bâche de protection anti-UV 4 × 6 m du panier' });
    await userEvent.click(remove);
    const confirm = body.getByRole('button', { name: 'Oui, retirer' });
    await expect(
      body.getByRole('group', { name: 'Retirer « Bâche de protection anti-UV 4 × 6 m » du panier ?' }),
    ).toBeVisible();
    await expect(confirm).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Annuler' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(
      body.getByRole('button', { name: 'Retirer Bâche de protection anti-UV 4 × 6 m du panier' }),
    ).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Retirer Bâche de protection anti-UV 4 × 6 m du panier' }));
    await userEvent.click(body.getByRole('button', { name: 'Oui, retirer' }));
    await expect(args.onRemove).toHaveBeenCalledWith('l2');
    await expect(body.queryByText('Bâche de protection anti-UV 4 × 6 m')).toBeNull();
  },
};

export const QuantityEdit: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getAllByRole('button', { name: 'Ajouter un article' })[0] as HTMLElement);
    await expect(args.onQuantityChange).toHaveBeenCalledWith('l1', 2);
    const quantity = body.getByRole('textbox', { name: 'Quantité de Citerne souple eau de pluie 10 m³' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('l1', 5);
  },
};

/** SPEC §2 "Cart: lines can be edited": a configurable line has an edit button; a simple one has none. */
export const EditOptions: Story = {
  args: { onEdit: fn(), editableLineIds: ['l1'] },
  play: async ({ args, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      body.queryByRole('button', { name: 'Modifier les options de Bâche de protection anti-UV 4 × 6 m' }),
    ).toBeNull();
    await userEvent.click(
      body.getByRole('button', { name: 'Modifier les options de Citerne souple eau de pluie 10 m³' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith('l1');
  },
};

/** Before a postcode is known, the delivery cost is computed from the address; "Estimer la livraison" asks one. */
export const WithDeliveryEstimate: Story = {
  args: {
    beforeTotals: (
      <DeliveryEstimate
        status="unknown"
        countries={deliveryCountries}
        validate={storyZipProblem}
        onEstimate={fn()}
        labels={deliveryEstimateLabels}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Estimer la livraison' })).toBeVisible();
  },
};

/** A free delivery reads "Offerte" in the totals. */
export const FreeDelivery: Story = {
  args: {
    totals: cartTotals.map((total) =>
      total.emphasis
        ? total
        : total.label.startsWith('Frais de port')
          ? { ...total, amount: 0, text: 'Offerte' }
          : total,
    ),
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Empty: Story = { args: { lines: [] } };

export const SyncingLine: Story = { args: { pendingLineIds: ['l1'] } };

export const LineWarning: Story = {
  args: { lines: [{ ...cartLines[0], warning: 'Seulement 2 disponibles' } as (typeof cartLines)[number]] },
};

/** SPEC §8 lazy panels: the error view with Try again and Close. */
export const LoadError: Story = {
  args: {
    status: 'error',
    error: {
      message: 'Une erreur est survenue lors du chargement du composant.',
      retry: { label: 'Réessayer', onRetry: fn() },
      close: { label: 'Fermer', onClose: fn() },
    },
  },
};

export const LoadErrorOffline: Story = {
  args: {
    status: 'error',
    error: {
      message: 'Le composant n’a pas pu être chargé faute de connexion réseau.',
      offline: true,
      retry: { label: 'Réessayer', onRetry: fn() },
      close: { label: 'Fermer', onClose: fn() },
    },
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
