import { describe, expect, it } from 'vitest';
import { addNotification, notificationTone, removeNotification } from './notificationModel';

const added = { id: '1', type: 'success', message: 'Le produit a été ajouté au panier !' };

describe('notification model (SPEC §3 Notification)', () => {
  it('shows the five known types as themselves', () => {
    for (const type of ['secondary', 'info', 'success', 'warning', 'danger']) expect(notificationTone(type)).toBe(type);
  });

  it('shows any other type as danger', () => {
    expect(notificationTone('error')).toBe('danger');
    expect(notificationTone('')).toBe('danger');
  });

  it('does not stack the same message of the same type twice', () => {
    const once = addNotification([], added);
    const twice = addNotification(once, { ...added, id: '2' });
    expect(twice).toBe(once);
    expect(twice).toHaveLength(1);
  });

  it('treats an unknown type and danger as the same type when deduplicating', () => {
    const list = addNotification([], { id: '1', type: 'error', message: 'Erreur réseau' });
    expect(addNotification(list, { id: '2', type: 'danger', message: 'Erreur réseau' })).toHaveLength(1);
  });

  it('keeps the same message with another type, and other messages', () => {
    const list = addNotification([], added);
    expect(addNotification(list, { ...added, id: '2', type: 'warning' })).toHaveLength(2);
    expect(addNotification(list, { ...added, id: '3', message: 'Quantité mise à jour !' })).toHaveLength(2);
  });

  it('only a notification identical to the last one is ignored: an earlier one may come again', () => {
    const list = addNotification(addNotification([], added), { id: '2', type: 'info', message: 'Info' });
    expect(addNotification(list, { ...added, id: '3' }).map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('removes a notification by id', () => {
    const list = addNotification(addNotification([], added), { id: '2', type: 'info', message: 'Info' });
    expect(removeNotification(list, '1').map((item) => item.id)).toEqual(['2']);
  });
});
