import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CookieNotice } from './CookieNotice';

const meta = {
  title: 'Layout/CookieNotice',
  component: CookieNotice,
  parameters: { layout: 'fullscreen' },
  args: {
    detailsHref: '/i/conditions-generales-utilisation',
    onDecide: fn(),
    categories: [
      { id: 'necessary', label: 'Cookies nécessaires', description: 'Panier, connexion, sécurité.', essential: true },
      { id: 'analytics', label: 'Mesure d’audience', description: 'Statistiques de visite anonymisées.' },
      { id: 'marketing', label: 'Publicité', description: 'Annonces adaptées à vos centres d’intérêt.' },
    ],
    labels: {
      title: 'Vos choix en matière de cookies',
      message:
        'Nous utilisons des cookies pour faire fonctionner la boutique et, avec votre accord, pour mesurer l’audience et personnaliser la publicité.',
      details: 'Voir les détails',
      acceptAll: 'Tout accepter',
      refuseAll: 'Tout refuser',
      customize: 'Personnaliser',
      save: 'Enregistrer mes choix',
      close: 'Fermer et refuser',
      customizeTitle: 'Personnaliser mes choix',
      alwaysOn: 'toujours actifs',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Tout accepter" and "Tout refuser" are equally prominent: same look, same size. */
export const EquallyProminent: Story = {
  play: async ({ canvas }) => {
    const accept = canvas.getByRole('button', { name: 'Tout accepter' });
    const refuse = canvas.getByRole('button', { name: 'Tout refuser' });
    await expect(accept.className).toBe(refuse.className);
    const a = accept.getBoundingClientRect();
    const r = refuse.getBoundingClientRect();
    await expect(Math.abs(a.width - r.width)).toBeLessThan(2);
    await expect(Math.abs(a.height - r.height)).toBeLessThan(1);
    await expect(canvas.getByRole('link', { name: 'Voir les détails' })).toHaveAttribute(
      'href',
      '/i/conditions-generales-utilisation',
    );
  },
};

export const AcceptAll: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tout accepter' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ necessary: true, analytics: true, marketing: true });
  },
};

/** Closing the notice counts as refusing everything but essential cookies. */
export const ClosingRefuses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer et refuser' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ necessary: true, analytics: false, marketing: false });
  },
};

export const Customize: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Personnaliser' }));
    await expect(canvas.getByRole('heading', { name: 'Personnaliser mes choix' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Cookies nécessaires/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Mesure d’audience/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer mes choix' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ necessary: true, analytics: true, marketing: false });
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
