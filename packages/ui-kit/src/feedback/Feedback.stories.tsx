import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from '../actions/Link';
import { EmptyState } from './EmptyState';
import { ErrorView } from './ErrorView';
import { OfflineBadge } from './OfflineBadge';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/States',
  component: ErrorView,
  args: {
    message: 'Une erreur est survenue lors du chargement du composant.',
    retry: { label: 'Réessayer', onRetry: fn() },
    close: { label: 'Fermer', onClose: fn() },
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §8 lazy panels: Try again and Close. */
export const LazyPanelError: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.retry?.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.close?.onClose).toHaveBeenCalledOnce();
  },
};

/** Offline, Try again is not offered (SPEC §8 "Try again (online only)"). */
export const LazyPanelErrorOffline: Story = {
  args: { offline: true, message: 'Le composant n’a pas pu être chargé faute de connexion réseau.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { title: 'Erreur interne du serveur (500)', message: 'Quelque chose s’est mal passé.', close: undefined },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      icon="cart"
      title="Votre panier est vide"
      description="Découvrez nos citernes souples fabriquées en France."
      action={
        <Link href="/" appearance="button">
          Voir les produits
        </Link>
      }
    />
  ),
};

export const Offline: Story = {
  render: () => (
    <OfflineBadge offline message="Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles." />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Vous êtes hors ligne.');
  },
};

export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '20rem' }} aria-busy="true">
      <Spinner label="Chargement…" />
      <Skeleton shape="rect" height="10rem" />
      <Skeleton lines={3} />
      <Skeleton shape="circle" />
    </div>
  ),
};
