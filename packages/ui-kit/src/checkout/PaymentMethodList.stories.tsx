import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { bankTransfer, cardPayment, cashOnDelivery, paymentLabels } from '../fixtures/checkout';
import { PaymentMethodList, type PaymentMethodListProps } from './PaymentMethodList';

function PaymentMethodListDemo(props: PaymentMethodListProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '36rem' }}>
      <PaymentMethodList
        {...props}
        value={value}
        onChange={(code) => {
          setValue(code);
          props.onChange(code);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Checkout/PaymentMethodList',
  component: PaymentMethodList,
  render: (args) => <PaymentMethodListDemo {...args} />,
  args: {
    methods: [cardPayment, cashOnDelivery, bankTransfer],
    value: null,
    onChange: fn(),
    labels: paymentLabels,
  },
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash on delivery shows its fee; the card payment says the shopper goes to the secure payment page. */
export const WithCashOnDelivery: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('radio', { name: 'Carte bancaire' });
    await expect(card).toHaveAccessibleDescription(
      'CB, Visa, Mastercard Vous serez redirigé vers la page de paiement sécurisée.',
    );
    const cod = canvas.getByRole('radio', { name: /^Paiement à la livraison Frais : 6,00\s€$/ });
    await userEvent.click(cod);
    await expect(cod).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cashondelivery');
  },
};

/** A cart of virtual products only: no cash on delivery. */
export const VirtualCart: Story = {
  args: { methods: [cardPayment, bankTransfer], value: 'stripe' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.queryByRole('radio', { name: /Paiement à la livraison/ })).toBeNull();
  },
};

/** "Payer" without a choice: the message is an alert and describes every radio. */
export const WithError: Story = {
  args: { error: 'Choisissez un mode de paiement.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choisissez un mode de paiement.');
    await expect(canvas.getByRole('radio', { name: 'Carte bancaire' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = { args: { status: 'loading' } };

/** Offline (SPEC §4): the card needs the bank's page, so it cannot be chosen; cash on delivery and transfer can. */
export const OfflineCardUnavailable: Story = {
  args: {
    methods: [
      { ...cardPayment, unavailable: 'Hors ligne : le paiement par carte nécessite une connexion.' },
      bankTransfer,
      cashOnDelivery,
    ],
    value: 'banktransfer',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Carte bancaire/ })).toBeDisabled();
    await expect(canvas.getByText(/nécessite une connexion/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: new RegExp(cashOnDelivery.title) })).toBeEnabled();
  },
};
