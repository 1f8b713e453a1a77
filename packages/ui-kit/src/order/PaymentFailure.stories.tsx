import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { paymentFailureLabels } from '../fixtures/order';
import { PaymentFailure } from './PaymentFailure';

const meta = {
  title: 'Order/PaymentFailure',
  component: PaymentFailure,
  args: {
    orderNumber: '000001042',
    reason: 'Carte refusée par la banque (plafond atteint).',
    onPayAgain: fn(),
    onChooseAnother: fn(),
    supportHref: '/contact',
    labels: paymentFailureLabels,
  },
} satisfies Meta<typeof PaymentFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading takes focus; both ways forward work from the keyboard. */
export const CardRefused: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Le paiement n’a pas abouti' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/commande n° 000001042 est bien enregistrée/)).toBeVisible();
    await expect(canvas.getByText(/Carte refusée par la banque/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Réessayer le paiement' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPayAgain).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChooseAnother).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Contactez notre service client' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const WithoutReason: Story = { args: { reason: undefined } };

/** Preparing a new payment: announced, and neither action runs twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirection vers la page de paiement sécurisée…');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer le paiement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Choisir un autre mode de paiement' }));
    await expect(args.onPayAgain).not.toHaveBeenCalled();
    await expect(args.onChooseAnother).not.toHaveBeenCalled();
  },
};
