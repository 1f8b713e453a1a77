import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { shippingLabels, shippingMethods } from '../fixtures/checkout';
import { ShippingMethodList, type ShippingMethodListProps } from './ShippingMethodList';

function ShippingMethodListDemo(props: ShippingMethodListProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '36rem' }}>
      <ShippingMethodList
        {...props}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onChange(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Checkout/ShippingMethodList',
  component: ShippingMethodList,
  render: (args) => <ShippingMethodListDemo {...args} />,
  args: { methods: shippingMethods, value: null, onChange: fn(), labels: shippingLabels, status: 'ready' },
} satisfies Meta<typeof ShippingMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Price in the accessible name ("Gratuit" at 0 €), carrier and delay as the description, the whole card clickable;
 * arrow keys choose.
 */
export const Methods: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Mode de livraison' })).toBeVisible();
    const home = canvas.getByRole('radio', { name: /^Livraison à domicile 19,90\s€$/ });
    await expect(home).toHaveAccessibleDescription('DPD Predict Livré sous 3 à 5 jours ouvrés, sur rendez-vous');
    await expect(canvas.getByRole('radio', { name: 'Retrait à l’atelier Gratuit' })).toBeVisible();
    const carrier = canvas.getByText('DPD Predict').getBoundingClientRect();
    const hit = document.elementFromPoint(carrier.x + carrier.width / 2, carrier.y + carrier.height / 2);
    await expect(hit, 'the whole card is the label').toBe(canvas.getByText('Livraison à domicile').closest('label'));
    await userEvent.click(canvas.getByText('Livraison à domicile'));
    await expect(home).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dpd_home');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Retrait à l’atelier Gratuit' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup_workshop');
  },
};

export const Chosen: Story = { args: { value: 'schenker_pallet' } };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des modes de livraison…');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** An unavailable method is disabled, says why, and the arrow keys skip it. */
export const OneUnavailable: Story = {
  args: {
    value: 'dpd_home',
    methods: shippingMethods.map((method) =>
      method.id === 'pickup_workshop'
        ? { ...method, available: false, unavailableReason: 'Le retrait n’est pas possible pour une citerne de 50 m³.' }
        : method,
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    const pickup = canvas.getByRole('radio', { name: 'Retrait à l’atelier Indisponible' });
    await expect(pickup).toBeDisabled();
    await expect(pickup).toHaveAccessibleDescription(/Le retrait n’est pas possible/);
    canvas.getByRole('radio', { name: /^Livraison à domicile 19,90\s€$/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Livraison sur palette 89,00\s€$/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('schenker_pallet');
  },
};

/** "Continuer" without a choice: the message is an alert and describes every radio. */
export const NotChosen: Story = {
  args: { error: 'Choisissez un mode de livraison.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choisissez un mode de livraison.');
    const home = canvas.getByRole('radio', { name: /^Livraison à domicile 19,90\s€$/ });
    await expect(home).toHaveAttribute('aria-invalid', 'true');
    await expect(home).toHaveAccessibleDescription(/Choisissez un mode de livraison\.$/);
  },
};

/** The estimate failed: the message is an alert, Réessayer asks again. */
export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Les modes de livraison n’ont pas pu être chargés.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoMethod: Story = { args: { methods: [] } };
