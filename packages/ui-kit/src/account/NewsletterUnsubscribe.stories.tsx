import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NewsletterUnsubscribe } from './NewsletterUnsubscribe';

const meta = {
  title: 'Account/NewsletterUnsubscribe',
  component: NewsletterUnsubscribe,
  args: {
    state: 'confirm',
    token: 'bGVhQGV4YW1wbGUuZnI.1.signature-signature-signature-signature-sig',
    // The form posts to the story itself: Storybook must not leave the story when the button is pressed.
    action: '#',
    labels: {
      confirmTitle: 'Se désinscrire de la newsletter',
      confirmText: 'Vous ne recevrez plus notre newsletter à cette adresse. Confirmez-vous ?',
      confirm: 'Confirmer la désinscription',
      doneTitle: 'Vous êtes désinscrit(e) de la newsletter',
      doneText: 'Nous ne vous l’enverrons plus. Vous pouvez vous réinscrire à tout moment depuis le bas de page.',
      invalidTitle: 'Ce lien de désinscription n’est pas valide',
      invalidText: (
        <>
          Il est incomplet ou n’est plus valable. Désinscrivez-vous depuis{' '}
          <a href="/my-account/newsletter">votre compte</a>, ou <a href="/contact">écrivez-nous</a>.
        </>
      ),
      failedTitle: 'La désinscription n’a pas abouti',
      failedText: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
    },
  },
} satisfies Meta<typeof NewsletterUnsubscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: one button confirms, posting the link's token (works without JavaScript). */
export const Confirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Se désinscrire de la newsletter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmer la désinscription' })).toHaveAttribute('type', 'submit');
    const token = canvasElement.querySelector<HTMLInputElement>('input[type="hidden"][name="token"]');
    await expect(token?.value).toMatch(/^bGVh/);
  },
};

/** Unsubscribed: said in a live region, no button left. */
export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Vous êtes désinscrit(e) de la newsletter');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A forged, revoked or truncated link: what to do instead, no button. */
export const InvalidLink: Story = {
  args: { state: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('n’est pas valide');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The API could not be reached: the button stays, to try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('n’a pas abouti');
    await expect(canvas.getByRole('button', { name: 'Confirmer la désinscription' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
