import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { newsletterLabels } from '../fixtures/account';
import { NewsletterPanel } from './NewsletterPanel';

const meta = {
  title: 'Account/NewsletterPanel',
  component: NewsletterPanel,
  args: {
    status: 'unsubscribed',
    email: 'lea.martin@example.fr',
    onSubscribe: fn(),
    onUnsubscribe: fn(),
    labels: newsletterLabels,
  },
} satisfies Meta<typeof NewsletterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not subscribed: the 10 % coupon promise (SPEC §9) and the subscribe button. */
export const Unsubscribed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/10 %/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'M’inscrire à la newsletter' }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
  },
};

export const Subscribing: Story = { args: { busy: true } };

export const JustSubscribed: Story = {
  args: {
    status: 'subscribed',
    success:
      'Vous êtes bien inscrit à notre newsletter ! Votre code de réduction de 10 % vous a été envoyé par e-mail.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/bien inscrit/);
    await expect(canvas.getByRole('button', { name: 'Me désinscrire' })).toBeVisible();
  },
};

export const Subscribed: Story = { args: { status: 'subscribed' } };

export const Loading: Story = { args: { status: 'unknown' } };

export const Failed: Story = { args: { failure: 'Une erreur s’est produite. Réessayez dans quelques secondes.' } };
