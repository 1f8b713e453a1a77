import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineOrdersReview, type OfflineOrdersReviewLabels } from './OfflineOrdersReview';
import { PendingOrderNotice } from './PendingOrderNotice';

const labels: OfflineOrdersReviewLabels = {
  intro: 'Commandes passées hors ligne',
  keptOn: 'Enregistrée le',
  payment: 'paiement :',
  lines: 'Articles',
  states: { pending: 'En attente', sending: 'Envoi', placed: 'Confirmée', refused: 'Refusée', waiting: 'Pas envoyée' },
  placed: (orderNumber) => `Commande n° ${orderNumber} confirmée.`,
  refused: (reason) => `Refusée : ${reason}`,
  waiting: 'Nous réessaierons.',
};
const order = (state: Parameters<typeof OfflineOrdersReview>[0]['orders'][number]['state']) => ({
  id: 'o-1',
  createdAt: '28/11/2026 10:42',
  paymentLabel: 'Paiement à la livraison',
  lines: [{ id: 'CS-EP-5', name: 'Citerne 5 m³', qty: 2 }],
  state,
});

afterEach(cleanup);

describe('offline orders', () => {
  it('a pending order is announced as pending, with its lines', () => {
    render(
      <PendingOrderNotice
        title="Commande enregistrée"
        statusLabel="En attente d’envoi"
        message="Hors ligne"
        lines={[{ id: 'CS-EP-5', name: 'Citerne 5 m³', qty: 2 }]}
        linesLabel="Articles"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('En attente d’envoi');
    expect(screen.getByRole('list', { name: 'Articles' }).textContent).toContain('2 × Citerne 5 m³');
  });

  it('each state of the modal says what became of the order', () => {
    const { rerender } = render(<OfflineOrdersReview orders={[order({ kind: 'pending' })]} labels={labels} />);
    expect(screen.getByText('En attente')).toBeTruthy();
    rerender(<OfflineOrdersReview orders={[order({ kind: 'placed', orderNumber: '000000042' })]} labels={labels} />);
    expect(screen.getByText('Commande n° 000000042 confirmée.')).toBeTruthy();
    rerender(<OfflineOrdersReview orders={[order({ kind: 'refused', reason: 'stock épuisé' })]} labels={labels} />);
    expect(screen.getByRole('alert').textContent).toContain('Refusée : stock épuisé');
    rerender(<OfflineOrdersReview orders={[order({ kind: 'waiting' })]} labels={labels} />);
    expect(screen.getByText('Nous réessaierons.')).toBeTruthy();
  });
});
