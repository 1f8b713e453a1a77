import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { footerStoryArgs } from '../fixtures/footerStoryArgs';
import { loadStoryEmailCheck } from '../fixtures/storyEmailCheck';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    ...footerStoryArgs,
    newsletter: {
      heading: 'Newsletter',
      description: 'Inscrivez-vous et recevez un bon de réduction de 10 % sur votre première commande.',
      emailLabel: 'Votre adresse e-mail',
      placeholder: 'prenom.nom@exemple.fr',
      submitLabel: 'S’inscrire',
      messages: {
        required: 'Veuillez saisir votre adresse e-mail.',
        invalid: 'Cette adresse e-mail n’est pas valide.',
      },
      loadEmailCheck: loadStoryEmailCheck,
      onSubscribe: fn(),
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** SPEC §2/§9: the back-to-top button appears once the page has scrolled 200 px, not before. */
export const BackToTopThreshold: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '1600px' }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: 0 });
    await expect(canvas.queryByRole('button', { name: 'Haut de page' })).toBeNull();
    window.scrollTo({ top: 150 });
    window.dispatchEvent(new Event('scroll'));
    await expect(canvas.queryByRole('button', { name: 'Haut de page' })).toBeNull();
    window.scrollTo({ top: 260 });
    window.dispatchEvent(new Event('scroll'));
    const button = await canvas.findByRole('button', { name: 'Haut de page' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Haut de page' })).toBeNull());
  },
};

export const NewsletterValidation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await userEvent.click(canvas.getByRole('button', { name: 'S’inscrire' }));
    // The first submit waits for the e-mail check's code (loaded on focus or submit).
    await expect(await canvas.findByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'jean.dupont@exemple');
    await expect(canvas.getByText('Cette adresse e-mail n’est pas valide.')).toBeVisible();
    await userEvent.type(email, '.fr');
    await expect(canvas.queryByText('Cette adresse e-mail n’est pas valide.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'S’inscrire' }));
    await waitFor(() => expect(args.newsletter?.onSubscribe).toHaveBeenCalledWith('jean.dupont@exemple.fr'));
  },
};

export const Subscribed: Story = {
  args: {
    newsletter: {
      ...meta.args.newsletter,
      status: { tone: 'success', message: 'Vous êtes inscrit à notre newsletter !' },
    },
  },
};

export const Minimal: Story = { args: { newsletter: undefined, linkGroups: [], social: [] } };
