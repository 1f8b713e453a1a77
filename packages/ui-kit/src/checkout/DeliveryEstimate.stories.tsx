import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { deliveryCountries, deliveryEstimateLabels, storyZipProblem } from '../fixtures/checkout';
import { DeliveryEstimate, type DeliveryEstimateProps } from './DeliveryEstimate';

/** A shop that delivers France for 5,00 € TTC, answering on the next tick like the shipping-methods call would. */
function DeliveryEstimateDemo(props: DeliveryEstimateProps) {
  const [state, setState] = useState({ status: props.status, place: props.place, amount: props.amountInclTax });
  return (
    <div style={{ maxWidth: '28rem' }}>
      <DeliveryEstimate
        {...props}
        status={state.status}
        {...(state.place ? { place: state.place } : {})}
        {...(state.amount !== undefined ? { amountInclTax: state.amount } : {})}
        onEstimate={(country, postcode) => {
          props.onEstimate(country, postcode);
          setState({ status: 'loading', place: postcode, amount: undefined });
          setTimeout(() => setState({ status: 'charged', place: postcode, amount: 5 }), 50);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Checkout/DeliveryEstimate',
  component: DeliveryEstimate,
  render: (args) => <DeliveryEstimateDemo {...args} />,
  args: {
    status: 'unknown',
    countries: deliveryCountries,
    country: 'FR',
    validate: storyZipProblem,
    onEstimate: fn(),
    labels: deliveryEstimateLabels,
  },
} satisfies Meta<typeof DeliveryEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a postcode is known: the cost is computed from the address; the shopper gives a postcode, it is priced. */
export const Unknown: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Calculée selon l’adresse de livraison')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Estimer la livraison' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const field = canvas.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(field, '4900{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('code postal français valide');
    await expect(args.onEstimate).not.toHaveBeenCalled();
    await userEvent.type(field, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculer' }));
    await waitFor(() => expect(args.onEstimate).toHaveBeenCalledWith('FR', '49000'));
    await expect(await canvas.findByText('Livraison au 49000')).toBeVisible();
    await expect(await canvas.findByText(/5,00/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Changer de code postal' })).toHaveFocus();
  },
};

export const Loading: Story = { args: { status: 'loading', place: '49000' } };

export const Charged: Story = { args: { status: 'charged', place: '49000', amountInclTax: 5 } };

/** Above the free-shipping threshold (SPEC §9). */
export const Free: Story = {
  args: { status: 'free', place: '49000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offerte')).toBeVisible();
  },
};

/** Another country than the one the totals are computed for: the cost for it, and a remark on the totals. */
export const OtherCountry: Story = {
  args: {
    status: 'charged',
    place: '10115 (Allemagne)',
    amountInclTax: 5,
    note: 'Les totaux ci-dessous sont ceux d’une livraison en France ; ils suivront votre adresse à l’étape Livraison.',
  },
};

export const NotDelivered: Story = { args: { status: 'not-delivered', place: '10115' } };

export const Failed: Story = {
  args: { status: 'error', place: '49000', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
