import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CheckoutStoryPage } from '../fixtures/CheckoutStoryPage';
import { CheckoutStepSection } from './CheckoutStepSection';

const meta = {
  title: 'Checkout/CheckoutStepSection',
  component: CheckoutStepSection,
  args: {
    number: 2,
    title: 'Mode de livraison',
    stepLabel: 'Étape 2 sur 4 :',
    statusLabels: { done: '(terminée)', locked: '(à venir)' },
    status: 'open',
    editLabel: 'Modifier',
    onEdit: fn(),
    summary: 'Livraison à domicile (DPD Predict), 19,90 €',
    children: <p style={{ margin: 0 }}>Les modes de livraison de l’adresse s’affichent ici.</p>,
  },
} satisfies Meta<typeof CheckoutStepSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Étape 2 sur 4 : Mode de livraison' })).toBeVisible();
    await expect(canvas.getByText(/Les modes de livraison/)).toBeVisible();
  },
};

/** The choice made, and "Modifier" named after the step. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Étape 2 sur 4 : Mode de livraison (terminée)' })).toBeVisible();
    await expect(canvas.getByText('Livraison à domicile (DPD Predict), 19,90 €')).toBeVisible();
    await expect(canvas.queryByText(/Les modes de livraison/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Mode de livraison' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Waiting for an earlier step: only the greyed heading. */
export const Locked: Story = {
  args: { status: 'locked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Étape 2 sur 4 : Mode de livraison (à venir)' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Les modes de livraison/)).toBeNull();
  },
};

/**
 * The one-page checkout (SPEC §2: personal details, shipping, payment, review), by keyboard only: empty details are
 * refused with their errors, filled ones open the shipping step (its heading takes focus), a method is chosen with
 * Space, and "Modifier" opens the details again.
 */
export const FourSteps: StoryObj = {
  render: () => <CheckoutStoryPage onPlaceOrder={fn()} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: /Étape 2 sur 4 : Mode de livraison \(à venir\)/ })).toBeVisible();
    canvas.getByRole('button', { name: 'Continuer vers la livraison' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs suivants :');
    await expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveAccessibleDescription(
      'Indiquez votre prénom.',
    );

    await expect(canvas.getByRole('textbox', { name: /^Adresse e-mail/ })).toBeInvalid();
    canvas.getByRole('textbox', { name: /^Adresse e-mail/ }).focus();
    await userEvent.keyboard('camille.roussel@example.fr');
    // The address form's error summary (its links) comes next in the tab order; start again at the first name.
    canvas.getByRole('textbox', { name: /^Prénom/ }).focus();
    await userEvent.keyboard('Camille{Tab}Roussel{Tab}12 chemin des Vignes{Tab}{Tab}66000{Tab}Perpignan{Tab}{Tab}');
    await expect(canvas.getByRole('textbox', { name: /^Téléphone/ })).toHaveFocus();
    await userEvent.keyboard('06 12 34 56 78{Enter}');

    const shippingHeading = canvas.getByRole('heading', { name: 'Étape 2 sur 4 : Mode de livraison' });
    await waitFor(() => expect(shippingHeading).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: /Vos coordonnées \(terminée\)/ })).toBeVisible();
    await expect(canvas.getByText(/66000 Perpignan, France/)).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^Livraison à domicile/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /^Livraison à domicile/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Étape 3 sur 4 : Paiement' })).toHaveFocus());
    await expect(canvas.getByText(/Livraison à domicile \(DPD Predict\), 19,90/)).toBeVisible();

    canvas.getByRole('button', { name: 'Modifier Vos coordonnées' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Étape 1 sur 4 : Vos coordonnées' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /^Ville/ })).toHaveValue('Perpignan');
    await expect(canvas.getByRole('heading', { name: /Étape 2 sur 4 : Mode de livraison \(terminée\)/ })).toBeVisible();
  },
};

export const FourStepsPhone: StoryObj = {
  render: () => <CheckoutStoryPage onPlaceOrder={fn()} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
