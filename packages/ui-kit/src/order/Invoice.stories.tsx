import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../actions/Button';
import { invoiceLabels, invoiceLegalNotes, invoiceLines, invoiceSeller, invoiceTotals } from '../fixtures/order';
import { StoryLogo } from '../fixtures/StoryLogo';
import { Invoice } from './Invoice';

const meta = {
  title: 'Order/Invoice',
  component: Invoice,
  args: {
    seller: { ...invoiceSeller, logo: <StoryLogo /> },
    invoiceNumber: 'FA-2025-00042',
    orderNumber: '000001042',
    date: '12 mars 2025',
    customer: {
      name: 'Camille Roussel',
      addressLines: ['12 chemin des Vignes', 'Mas de la Garrigue', '66000 Perpignan', 'France'],
      email: 'camille.roussel@example.fr',
    },
    shippingAddress: {
      name: 'Camille Roussel',
      addressLines: ['Lieu-dit Les Aspres', '66300 Thuir', 'France'],
    },
    lines: invoiceLines,
    totals: invoiceTotals,
    paymentLabel: 'Carte bancaire',
    status: 'Payée le 12 mars 2025',
    legalNotes: invoiceLegalNotes,
    labels: invoiceLabels,
    children: (
      <Button variant="secondary" icon="printer">
        Imprimer
      </Button>
    ),
  },
} satisfies Meta<typeof Invoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lines excl. tax, VAT and incl. tax as a table with caption and header scopes; the print button is never printed. */
export const WithLines: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Facture FA-2025-00042' })).toBeVisible();
    const lines = canvas.getByRole('table', { name: 'Détail des articles' });
    const headers = within(lines)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Réf.',
      'Désignation',
      'Qté',
      'PU HT',
      'TVA',
      'Total HT',
      'Montant TVA',
      'Total TTC',
    ]);
    const tarp = within(lines).getByRole('row', { name: /Bâche de protection/ });
    await expect(within(tarp).getByRole('rowheader')).toHaveTextContent('Bâche de protection anti-UV 4 × 6 m');
    await expect(tarp).toHaveTextContent(/65,83\s€.*20\s%.*131,67\s€.*26,33\s€.*158,00\s€/);
    const totals = canvas.getByRole('table', { name: 'Totaux de la facture' });
    await expect(within(totals).getByRole('row', { name: /Total TTC/ })).toHaveTextContent(/726,90\s€/);
    await expect(canvas.getByRole('button', { name: 'Imprimer' }).closest('[data-print="hide"]')).not.toBeNull();
    await expect(canvas.getByText(/SIRET 123 456 789 00012/)).toBeVisible();
  },
};

/** A company buyer with its VAT number, no separate delivery address. */
export const CompanyBuyer: Story = {
  args: {
    customer: {
      company: 'Domaine des Trois Sources',
      name: 'Camille Roussel',
      addressLines: ['Route de Canet', '66000 Perpignan', 'France'],
      email: 'compta@trois-sources.fr',
      taxId: 'FR32123456789',
    },
    shippingAddress: undefined,
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
