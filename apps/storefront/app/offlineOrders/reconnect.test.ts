import type { SyncTask } from '@citerne/core-api/contract';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalsAtom } from '../modals/modalsAtom';
import { pendingOrdersAtom, thankYouShownAtom } from './offlineOrdersAtoms';
import { ordersQueue } from './ordersQueue';
import { PENDING_ORDERS_FLAG } from './pendingOrdersFlag';
import { reconnect } from './reconnect';

vi.mock('./ordersQueue', () => ({ ordersQueue: vi.fn() }));

const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['3 rue des Lilas'],
  city: 'Cholet',
  postcode: '49300',
  country_id: 'FR',
  telephone: '0612345678',
};

/** An order kept offline, as the queue stores it. */
function orderTask(orderId: string): SyncTask {
  const body = {
    order_id: orderId,
    cart_id: 'c1',
    products: [{ sku: 'CS-EP-5-VERT', qty: 1, name: 'Citerne souple eau de pluie 5 m³' }],
    addressInformation: {
      shippingAddress: address,
      billingAddress: { ...address, email: 'lea@example.fr' },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'cashondelivery',
    },
  };
  return {
    task_id: orderId,
    url: '/api/order',
    payload: { method: 'POST', headers: {}, body: JSON.stringify(body) },
    callback_event: 'order-placed',
    silent: true,
    transmited: false,
    created_at: 1,
    updated_at: 1,
    acknowledged: false,
    is_result_cacheable: true,
    attempts: 0,
  };
}

function setup(tasks: SyncTask[]) {
  vi.mocked(ordersQueue).mockResolvedValue({
    list: async () => tasks,
    remove: async () => {},
  } as unknown as Awaited<ReturnType<typeof ordersQueue>>);
  const store = createStore();
  const cartSync = { sync: vi.fn(async () => ({}) as never) };
  return { store, cartSync };
}

const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  storage.set(PENDING_ORDERS_FLAG, '1');
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('coming back online (SPEC §4 "Offline and online")', () => {
  it('syncs the cart first, then opens the confirmation modal for the orders kept offline (not sending them)', async () => {
    const { store, cartSync } = setup([orderTask('o-1')]);
    await reconnect({ store, cartSync });
    expect(cartSync.sync).toHaveBeenCalledTimes(1);
    expect(store.get(pendingOrdersAtom).map((order) => order.orderId)).toEqual(['o-1']);
    expect(store.get(modalsAtom)).toEqual([
      expect.objectContaining({ name: 'order-confirmation', payload: { send: false } }),
    ]);
    expect(storage.get(PENDING_ORDERS_FLAG)).toBe('1');
  });

  it('on the thank-you page the modal does not open', async () => {
    const { store, cartSync } = setup([orderTask('o-1')]);
    store.set(thankYouShownAtom, true);
    await reconnect({ store, cartSync });
    expect(store.get(modalsAtom)).toEqual([]);
  });

  it('nothing waiting: no modal, and the flag is cleared so later pages load nothing', async () => {
    const { store, cartSync } = setup([]);
    await reconnect({ store, cartSync });
    expect(store.get(modalsAtom)).toEqual([]);
    expect(storage.has(PENDING_ORDERS_FLAG)).toBe(false);
  });

  it('a cart that cannot sync yet does not keep the orders from being listed', async () => {
    const { store, cartSync } = setup([orderTask('o-2')]);
    cartSync.sync.mockRejectedValueOnce(new Error('offline again'));
    await reconnect({ store, cartSync });
    expect(store.get(modalsAtom)).toHaveLength(1);
  });
});
