import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createIndexedDbStore } from '../storage/createIndexedDbStore';
import { setupShop } from '../testing/setupShop';
import { createSyncTaskQueue } from './createSyncTaskQueue';

let shop: Awaited<ReturnType<typeof setupShop>>;
afterEach(() => shop?.api.close());

describe('sync task queue in IndexedDB', () => {
  it('tasks queued offline survive a reload and are sent once online', async () => {
    shop = await setupShop();
    const offline = createSyncTaskQueue({
      transport: shop.client.transport,
      store: createIndexedDbStore('citerne-sync-reload'),
      isOnline: () => false,
    });
    await offline.queue({ url: '/api/ext/newsletter/subscribe', body: { customerEmail: 'lea@example.fr' } });
    await offline.queue({ url: '/api/stock/check?sku=CIT-10M3', method: 'GET' });
    expect((await offline.process()).pending).toBe(2);
    offline.dispose();

    const reloaded = createSyncTaskQueue({
      transport: shop.client.transport,
      store: createIndexedDbStore('citerne-sync-reload'),
      isOnline: () => true,
    });
    expect((await reloaded.list()).map((task) => task.payload.method)).toEqual(['POST', 'GET']);
    const report = await reloaded.process();
    expect(report).toMatchObject({ pending: 0 });
    expect(shop.api.shop.newsletter.has('lea@example.fr')).toBe(true);
    expect(shop.api.calls('stockCheck')).toHaveLength(1);
  });
});
