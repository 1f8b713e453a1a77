import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PendingOrderNotice } from './PendingOrderNotice';

const meta = {
  title: 'Order/PendingOrderNotice',
  component: PendingOrderNotice,
  args: {
    title: 'Votre commande est enregistrée sur cet appareil',
    statusLabel: 'En attente d’envoi',
    message:
      'Vous êtes hors ligne : elle n’est pas encore passée. Dès le retour de la connexion, nous vous demanderons de confirmer son envoi.',
    lines: [
      { id: 'CS-EP-5', name: 'Citerne souple eau de pluie 5 m³', qty: 1 },
      { id: 'KIT-GOUTTIERE', name: 'Kit de raccordement gouttière', qty: 2 },
    ],
    linesLabel: 'Articles de la commande',
  },
} satisfies Meta<typeof PendingOrderNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kept offline: pending, never "placed", with its lines. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('En attente d’envoi');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/enregistrée sur cet appareil/);
    await expect(canvas.getByRole('list', { name: 'Articles de la commande' }).children).toHaveLength(2);
    await expect(canvas.queryByText(/Merci pour votre commande/)).toBeNull();
  },
};
