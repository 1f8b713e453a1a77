import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { addressBookLabels, addresses } from '../fixtures/account';
import { AddressBook } from './AddressBook';

const meta = {
  title: 'Account/AddressBook',
  component: AddressBook,
  args: {
    addresses,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onSetDefault: fn(),
    labels: addressBookLabels,
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default address first with its badge; its buttons name the address they act on. */
export const Addresses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const cards = within(canvas.getByRole('list', { name: 'Mes adresses' })).getAllByRole('article');
    await expect(cards[0]).toHaveAccessibleName('Léa Martin');
    await expect(within(cards[0] as HTMLElement).getByText('Par défaut')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Définir par défaut l’adresse de Léa Martin (chantier)' }),
    );
    await expect(args.onSetDefault).toHaveBeenCalledWith('15');
  },
};

/** Delete asks first, in place: focus moves to the confirmation, Cancel brings it back to Delete. */
export const DeleteWithConfirmation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const remove = canvas.getByRole('button', { name: 'Supprimer l’adresse de Léa Martin (chantier)' });
    await userEvent.click(remove);
    await expect(canvas.getByText('Supprimer cette adresse ?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Oui, supprimer' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Supprimer l’adresse de Léa Martin (chantier)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('15');
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucune adresse enregistrée' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une adresse' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** While an address is edited the shop draws its form above the list. */
export const Editing: Story = {
  args: {
    editor: (
      <form aria-label="Modifier l’adresse" style={{ padding: '1rem', border: '1px dashed #6b7886' }}>
        Formulaire d’adresse de la boutique
      </form>
    ),
  },
};

export const Saved: Story = { args: { success: 'L’adresse a été enregistrée.' } };

export const Failed: Story = { args: { failure: 'L’adresse n’a pas pu être enregistrée. Réessayez.' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
