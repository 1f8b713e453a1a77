import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { profileFormLabels } from '../fixtures/account';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: {
    initial: { firstname: 'Léa', lastname: 'Martin', email: 'lea.martin@example.fr' },
    onSubmit: fn(),
    labels: profileFormLabels,
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form submits the trimmed values of the three editable fields (SPEC §6). */
export const Edit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const firstname = canvas.getByRole('textbox', { name: /Prénom/ });
    await userEvent.clear(firstname);
    await userEvent.type(firstname, '  Léonie ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstname: 'Léonie',
      lastname: 'Martin',
      email: 'lea.martin@example.fr',
    });
  },
};

export const FieldErrors: Story = {
  args: {
    errors: {
      firstname: 'Le nom doit comporter au moins 2 lettres.',
      email: 'Veuillez saisir une adresse e-mail valide.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Prénom/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Prénom/ })).toHaveAccessibleDescription(
      'Le nom doit comporter au moins 2 lettres.',
    );
  },
};

export const Busy: Story = { args: { busy: true } };

export const Saved: Story = {
  args: { success: 'Les données de votre compte ont bien été mises à jour' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Les données de votre compte ont bien été mises à jour');
  },
};

export const EmailTaken: Story = {
  args: { failure: 'Un client avec la même adresse e-mail existe déjà.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Un client avec la même adresse e-mail existe déjà.');
  },
};
