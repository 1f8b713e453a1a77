import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../actions/Button';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import { Modal, type ModalProps } from './Modal';

function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Se connecter</Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Annuler
            </Button>
            <Button onClick={close}>Connexion</Button>
          </>
        }
      >
        <FormField label="Adresse e-mail">
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: { open: false, onClose: fn(), title: 'Connexion à votre compte', closeLabel: 'Fermer', children: null },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves into the dialog, Tab and Shift+Tab wrap inside it, Escape closes it and focus returns to the opener. */
export const FocusTrap: Story = {
  play: async ({ args, canvas, userEvent, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Se connecter' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Connexion à votre compte' });
    const close = body.getByRole('button', { name: 'Fermer' });
    const submit = body.getByRole('button', { name: 'Connexion' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(submit).toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = { args: { open: true } };

export const Small: Story = { args: { open: true, size: 'sm', title: 'Fonctionnalité bientôt disponible' } };
