import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { changePasswordLabels } from '../fixtures/account';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(), labels: changePasswordLabels },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Password managers fill the current password and save the new one (autocomplete tokens). */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const current = canvas.getByLabelText(/Mot de passe actuel/);
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText(/Nouveau mot de passe/)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(current, 'ancien-secret');
    await userEvent.type(canvas.getByLabelText(/Nouveau mot de passe/), 'nouveau-secret');
    await userEvent.type(canvas.getByLabelText(/Confirmez/), 'nouveau-secret{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'ancien-secret',
      newPassword: 'nouveau-secret',
      confirmation: 'nouveau-secret',
    });
  },
};

export const FieldErrors: Story = {
  args: {
    errors: {
      newPassword: 'Le mot de passe doit comporter au moins 8 caractères.',
      confirmation: 'Les mots de passe ne sont pas identiques.',
    },
  },
};

export const Busy: Story = { args: { busy: true } };

/** SPEC §8: changing the password needs the network. */
export const Offline: Story = {
  args: { failure: 'La modification du mot de passe ne fonctionne pas hors connexion !' },
};

export const ServerRefusal: Story = { args: { failure: 'Le mot de passe actuel est incorrect.' } };

export const Changed: Story = { args: { success: 'Votre mot de passe a bien été modifié' } };
