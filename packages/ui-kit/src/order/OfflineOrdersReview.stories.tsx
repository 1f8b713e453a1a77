import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../actions/Button';
import { OfflineOrdersReview, type OfflineOrdersReviewLabels } from './OfflineOrdersReview';

const labels: OfflineOrdersReviewLabels = {
  intro: 'Vous avez passé ces commandes hors ligne. Elles ne sont pas encore envoyées : confirmez-vous leur envoi ?',
  keptOn: 'Enregistrée le',
  payment: 'paiement :',
  lines: 'Articles de la commande',
  states: {
    pending: 'En attente d’envoi',
    sending: 'Envoi…',
    placed: 'Confirmée',
    refused: 'Refusée',
    waiting: 'Pas encore envoyée',
  },
  placed: (orderNumber) => `Commande n° ${orderNumber} confirmée.`,
  refused: (reason) => `La boutique n’a pas accepté la commande : ${reason} Vos articles sont dans votre panier.`,
  waiting: 'Pas de réponse de la boutique pour l’instant : la commande reste en attente, nous réessaierons.',
};

const lines = [{ id: 'CS-EP-5', name: 'Citerne souple eau de pluie 5 m³', qty: 1 }];

const meta = {
  title: 'Order/OfflineOrdersReview',
  component: OfflineOrdersReview,
  args: {
    labels,
    orders: [
      {
        id: 'o-1',
        createdAt: '28/11/2026 10:42',
        paymentLabel: 'Paiement à la livraison',
        lines,
        state: { kind: 'pending' },
      },
    ],
    actions: (
      <>
        <Button>Envoyer la commande</Button>
        <Button variant="secondary">Plus tard</Button>
      </>
    ),
  },
} satisfies Meta<typeof OfflineOrdersReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back online: the order kept offline waits for the shopper's confirmation. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En attente d’envoi')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Envoyer la commande' })).toBeVisible();
  },
};

/** Sent: confirmed with its number. */
export const Placed: Story = {
  args: {
    orders: [
      {
        id: 'o-1',
        createdAt: '28/11/2026 10:42',
        paymentLabel: 'Paiement à la livraison',
        lines,
        state: { kind: 'placed', orderNumber: '000000042' },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Commande n° 000000042 confirmée.')).toBeVisible();
  },
};

/** Refused (stock gone): the reason, and the lines are in the cart. */
export const Refused: Story = {
  args: {
    orders: [
      {
        id: 'o-1',
        createdAt: '28/11/2026 10:42',
        paymentLabel: 'Virement bancaire',
        lines,
        state: { kind: 'refused', reason: 'un article n’est plus disponible.' },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/n’est plus disponible.*dans votre panier/);
  },
};
