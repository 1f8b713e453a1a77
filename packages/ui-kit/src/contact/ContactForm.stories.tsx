import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { contactLabels, contactStoryProblems } from '../fixtures/contact';
import { ContactForm, type ContactFormOutcome } from './ContactForm';

const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  args: {
    labels: contactLabels,
    validate: contactStoryProblems,
    onSubmit: fn(
      async (): Promise<ContactFormOutcome> => ({
        ok: true,
        message: 'Votre message a bien été envoyé. Nous vous répondrons au plus vite.',
      }),
    ),
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A logged-in customer: name and e-mail filled in. */
export const Prefilled: Story = { args: { initialValues: { name: 'Léa Martin', email: 'lea@example.fr' } } };

/** Sending an empty form: the summary lists the problems, takes focus, and nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le message' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Le nom doit comporter au moins 2 lettres.');
    // The first problem, in the order of the fields, takes focus: the shopper starts there.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Le nom doit comporter au moins 2 lettres.' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('link', { name: 'Veuillez saisir une adresse e-mail valide.' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Votre message/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A sent message: the server's answer is announced and the form is cleared (SPEC §8). */
export const Sent: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Nom/ }), 'Léa Martin');
    await userEvent.type(canvas.getByRole('textbox', { name: /Adresse e-mail/ }), 'lea@example.fr');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Votre message/ }),
      'Quel délai pour une citerne de 10 m³ ?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Votre message a bien été envoyé.');
    await expect(canvas.getByRole('textbox', { name: /Votre message/ })).toHaveValue('');
  },
};

/** A failure keeps what the shopper typed and says so (SPEC §8's fallback text). */
export const Failed: Story = {
  args: {
    initialValues: { name: 'Léa Martin', email: 'lea@example.fr', message: 'Bonjour' },
    onSubmit: fn(
      async (): Promise<ContactFormOutcome> => ({
        ok: false,
        message: 'Une erreur est survenue. Réessayez dans quelques secondes.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Réessayez dans quelques secondes.');
    await expect(canvas.getByRole('textbox', { name: /Votre message/ })).toHaveValue('Bonjour');
  },
};
