import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../actions/Button';
import { orderConfirmationLabels } from '../fixtures/order';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Order/OrderConfirmation',
  component: OrderConfirmation,
  args: {
    orderNumber: '000001042',
    email: 'camille.roussel@example.fr',
    paymentLabel: 'Carte bancaire',
    status: 'paid',
    nextSteps: [
      'Vous recevez un e-mail de confirmation avec le détail de votre commande.',
      'Nous fabriquons votre citerne sous 5 jours ouvrés.',
      'DPD Predict vous propose un créneau de livraison par SMS.',
    ],
    invoiceHref: '/sales/order/invoice/000001042',
    continueHref: '/',
    labels: orderConfirmationLabels,
  },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid by card: the heading takes focus, the order number and the invoice link are there. */
export const PaidByCard: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('000001042')).toBeVisible();
    await expect(canvas.getByText('Payée')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir ma facture' })).toHaveAttribute(
      'href',
      '/sales/order/invoice/000001042',
    );
    await expect(canvas.getByRole('list')).toHaveTextContent(/DPD Predict/);
  },
};

/** Cash on delivery: confirmed, to be paid to the carrier, no invoice yet. */
export const CashOnDeliveryPending: Story = {
  args: {
    status: 'pending',
    paymentLabel: 'Paiement à la livraison',
    invoiceHref: undefined,
    nextSteps: [
      'Vous recevez un e-mail de confirmation avec le détail de votre commande.',
      'Préparez 732,90 € en espèces ou par chèque pour le transporteur.',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('À régler à la livraison')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Voir ma facture' })).toBeNull();
  },
};

export const PaymentBeingConfirmed: Story = {
  args: { status: 'pending_payment', invoiceHref: undefined },
};

/** A guest: the page offers to create an account from this order. */
export const GuestWithAccountOffer: Story = {
  args: {
    accountOffer: (
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        <p style={{ margin: 0 }}>
          <strong>Suivez votre commande en un clic.</strong> Créez votre compte avec l’adresse
          camille.roussel@example.fr : il ne manque que le mot de passe.
        </p>
        <Button variant="secondary" style={{ justifySelf: 'start' }}>
          Créer mon compte
        </Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: GuestWithAccountOffer.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
