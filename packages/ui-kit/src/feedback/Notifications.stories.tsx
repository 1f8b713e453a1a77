import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../actions/Button';
import { Notifications } from './Notifications';
import { addNotification, type NotificationItem, removeNotification } from './notificationModel';

interface HostProps {
  initial: readonly NotificationItem[];
  timeToLive?: number;
  onProceed: () => void;
}

function NotificationHost({ initial, timeToLive, onProceed }: HostProps) {
  const [list, setList] = useState(initial);
  const nextId = useRef(1);
  const dismiss = useCallback((id: string) => setList((current) => removeNotification(current, id)), []);
  const notifyAdded = () => {
    const id = `added-${nextId.current++}`;
    setList((current) =>
      addNotification(current, {
        id,
        type: 'success',
        message: 'Le produit a été ajouté au panier !',
        timeToLive,
        action1: { label: 'Commander', action: onProceed },
      }),
    );
  };
  return (
    <>
      <Button onClick={notifyAdded}>Ajouter au panier</Button>
      <Notifications
        label="Notifications"
        closeLabel="Fermer la notification"
        notifications={list}
        onDismiss={dismiss}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/Notifications',
  component: NotificationHost,
  args: { initial: [], onProceed: fn() },
} satisfies Meta<typeof NotificationHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding the same message twice in a row shows it once: one identical to the last is ignored (SPEC §4). */
export const Dedupe: Story = {
  args: { initial: [], timeToLive: 60_000 },
  play: async ({ canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(canvas.getAllByText('Le produit a été ajouté au panier !')).toHaveLength(1);
  },
};

/** A toast leaves by itself once its time to live has passed (SPEC §9 default 5000 ms; 400 ms here). */
export const TimeToLive: Story = {
  args: { initial: [], timeToLive: 400 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(canvas.getByText('Le produit a été ajouté au panier !')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Le produit a été ajouté au panier !')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const ActionRunsAndDismisses: Story = {
  args: { initial: [], timeToLive: 60_000 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Commander' }));
    await expect(args.onProceed).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Le produit a été ajouté au panier !')).toBeNull();
  },
};

const noop = () => undefined;

export const AllTypes: Story = {
  args: {
    initial: [
      { id: '1', type: 'secondary', message: 'Votre panier a été synchronisé.', hasNoTimeout: true },
      { id: '2', type: 'info', message: 'Livraison offerte dès 200 € TTC en France.', hasNoTimeout: true },
      {
        id: '3',
        type: 'success',
        message: 'La quantité du produit a été mise à jour !',
        hasNoTimeout: true,
        action1: { label: 'Commander', action: noop },
        action2: { label: 'Continuer mes achats', action: noop },
      },
      {
        id: '4',
        type: 'warning',
        message:
          'Le stock de ce produit n’est pas certain. Il a été ajouté à votre panier en pré-réservation en attendant la confirmation.',
        hasNoTimeout: true,
        action1: { label: 'OK', action: noop },
      },
      { id: '5', type: 'danger', message: 'Ce produit est en rupture de stock.', hasNoTimeout: true },
    ],
  },
};

/** An unknown type from data ("error") is drawn as danger (SPEC §3). */
export const UnknownTypeShownAsDanger: Story = {
  args: { initial: [{ id: '1', type: 'error', message: 'Une erreur est survenue.', hasNoTimeout: true }] },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('data-type', 'danger');
  },
};
