import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { myDataLabels } from '../fixtures/account';
import { MyData } from './MyData';

const meta = {
  title: 'Account/MyData',
  component: MyData,
  args: { onDownload: fn(), onDelete: fn(), labels: myDataLabels },
} satisfies Meta<typeof MyData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says what is erased and why orders are kept; deleting asks for the password in a second step. */
export const DeleteAfterPassword: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/L123-22/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }));
    const password = canvas.getByLabelText(/Mot de passe/);
    await expect(password).toHaveFocus();
    await userEvent.type(password, 'mon-secret{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('mon-secret');
  },
};

/** Cancel closes the step and gives the focus back to the delete button. */
export const CancelDeletion: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Downloading: Story = { args: { downloading: true } };

export const Downloaded: Story = {
  args: { downloadSuccess: 'Fichier mes-donnees-citerne-2026-11-26.json téléchargé.' },
};

export const WrongPassword: Story = {
  args: { passwordError: 'Le mot de passe est incorrect.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }));
    await expect(canvas.getByLabelText(/Mot de passe/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
