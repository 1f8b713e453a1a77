import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartUpdateCall } from '../contract/cart/cartUpdateCall';
import { contactCall } from '../contract/contact/contactCall';
import type { Notification } from '../contract/notification/notification';
import type { SyncTask } from '../contract/sync/syncTask';
import { errorMessages } from '../error/errorMessages';
import { createMemoryStore } from '../storage/createMemoryStore';
import type { KeyValueStore } from '../storage/keyValueStore';
import { createManualClock } from '../testing/manualClock';
import { setupShop } from '../testing/setupShop';
import { createSyncTaskQueue, QUEUE_PROCESS_EVENT, type SyncTaskQueueOptions } from './createSyncTaskQueue';
import { syncTaskForCall } from './syncTaskForCall';

let shop: Awaited<ReturnType<typeof setupShop>>;
afterEach(() => shop?.api.close());

async function setupQueue(
  clientOptions: Parameters<typeof setupShop>[0] = {},
  store: KeyValueStore = createMemoryStore(),
) {
  shop = await setupShop(clientOptions);
  const online = { value: true };
  const notifications: Notification[] = [];
  const events: Array<[string, SyncTask]> = [];
  const cartMissing: SyncTask[] = [];
  const clock = createManualClock();
  const open = (overrides: Partial<SyncTaskQueueOptions> = {}) =>
    createSyncTaskQueue({
      transport: shop.client.transport,
      store,
      clock,
      isOnline: () => online.value,
      onNotification: (notification) => notifications.push(notification),
      onCallbackEvent: (event, task) => events.push([event, task]),
      onCartIdMissing: (task) => cartMissing.push(task),
      ...overrides,
    });
  return { queue: open(), open, store, online, notifications, events, cartMissing, clock };
}

const contactTask = (n: number, options: Parameters<typeof syncTaskForCall>[2] = {}) =>
  syncTaskForCall(
    contactCall,
    { body: { name: 'Léa Martin', email: 'lea@example.fr', message: `Message ${n}` } },
    options,
  );
const sentMessages = () => shop.api.shop.contactMessages.map((message) => (message as { message: string }).message);

describe('sync task queue', () => {
  it('a task is created untransmitted and persisted, then sent when processed online', async () => {
    const { queue, store, events } = await setupQueue();
    const task = await queue.queue(contactTask(1, { callback_event: 'contact-sent' }));
    expect(task).toMatchObject({ transmited: false, silent: false, is_result_cacheable: false });
    expect(await store.get(`syncTasks/${task.task_id}`)).toMatchObject({ task_id: task.task_id, transmited: false });

    const report = await queue.process();

    expect(sentMessages()).toEqual(['Message 1']);
    expect(report).toMatchObject({ pending: 0, transmitted: [expect.objectContaining({ task_id: task.task_id })] });
    expect(events).toEqual([
      ['contact-sent', expect.objectContaining({ transmited: true, transmited_at: expect.any(Number), code: 200 })],
    ]);
    expect(await queue.list()).toEqual([]);
  });

  it('a task whose result is cacheable is kept, transmitted, with its result', async () => {
    const { queue } = await setupQueue();
    await queue.queue({ url: '/api/stock/check?sku=CIT-10M3', method: 'GET', is_result_cacheable: true });
    await queue.process();
    const [kept] = await queue.list();
    expect(kept).toMatchObject({ transmited: true, resultCode: 200, acknowledged: false, result: { qty: 5 } });
    await queue.acknowledge(kept?.task_id ?? '');
    expect((await queue.list())[0]?.acknowledged).toBe(true);
  });

  it('nothing is sent while offline; the queue-process and online events send the queue once online', async () => {
    const { open, online } = await setupQueue();
    const events = new EventTarget();
    const queue = open({ eventTarget: events });
    online.value = false;
    await queue.queue(contactTask(1));
    events.dispatchEvent(new Event(QUEUE_PROCESS_EVENT));
    expect((await queue.process()).pending).toBe(1);
    expect(shop.api.calls('contact')).toHaveLength(0);

    online.value = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sentMessages()).toEqual(['Message 1']));
    await queue.queue(contactTask(2));
    events.dispatchEvent(new Event(QUEUE_PROCESS_EVENT));
    await vi.waitFor(() => expect(sentMessages()).toEqual(['Message 1', 'Message 2']));
    queue.dispose();
  });

  it('going offline in the middle of a round stops it; the rest is sent in order once back online', async () => {
    const { open, online } = await setupQueue();
    const queue = open({
      onCallbackEvent: () => {
        online.value = false;
      },
    });
    for (const n of [1, 2, 3]) await queue.queue(contactTask(n, { callback_event: 'sent' }));
    expect(await queue.process()).toMatchObject({ pending: 2 });
    expect(sentMessages()).toEqual(['Message 1']);
    online.value = true;
    const secondRound = open();
    await secondRound.process();
    expect(sentMessages()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('an unreachable server keeps the task, counts the attempt, notifies and ends the round', async () => {
    const { queue, notifications } = await setupQueue();
    await queue.queue(contactTask(1));
    await queue.queue(contactTask(2));
    await shop.api.close();
    const report = await queue.process();
    expect(report).toEqual({ transmitted: [], pending: 2 });
    const [first, second] = await queue.list();
    expect(first).toMatchObject({ transmited: false, attempts: 1 });
    expect(second?.attempts).toBe(0);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type: 'danger', action1: { label: 'OK' } });
  });

  it('a host that is not found is not notified', async () => {
    const { queue, notifications } = await setupQueue();
    await queue.queue({ url: 'http://shop.invalid/api/contact', method: 'POST', body: {} });
    expect((await queue.process()).pending).toBe(1);
    expect(notifications).toEqual([]);
  });

  it('an answer that is not JSON keeps the task and notifies "Error with response - bad content-type!"', async () => {
    const { queue, notifications } = await setupQueue();
    await queue.queue(contactTask(1));
    shop.api.answerNextWith('contact', { status: 502, contentType: 'text/html', body: '<h1>502</h1>' });
    expect((await queue.process()).pending).toBe(1);
    expect(notifications.map((notification) => notification.message)).toEqual([errorMessages.badContentType]);
    await queue.process();
    expect(sentMessages()).toEqual(['Message 1']);
  });

  it('an answer without body notifies "Unhandled error, wrong response format!"', async () => {
    const { queue, notifications } = await setupQueue();
    await queue.queue(contactTask(1));
    shop.api.answerNextWith('contact', { status: 200, contentType: 'application/json', body: '' });
    await queue.process();
    expect(notifications.map((notification) => notification.message)).toEqual([errorMessages.wrongResponseFormat]);
  });

  it('an error answer marks the task transmitted and notifies the server message, unless the task is silent', async () => {
    const { queue, notifications, events } = await setupQueue();
    const bad = { url: '/api/cart/apply-coupon?cartId=q999&coupon=NOPE', method: 'POST' as const };
    await queue.queue({ ...bad, callback_event: 'coupon' });
    await queue.queue({ ...bad, silent: true });
    const report = await queue.process();
    expect(report.transmitted.map((task) => task.code)).toEqual([404, 404]);
    expect(notifications.map((notification) => notification.message)).toEqual(['No such cart: q999.']);
    expect(events[0]?.[1]).toMatchObject({ transmited: true, resultCode: 404 });
  });

  it('a task that needs a cart id when there is none is kept, and the cart is to be re-created', async () => {
    const { queue, notifications, cartMissing } = await setupQueue();
    const task = await queue.queue(
      syncTaskForCall(cartUpdateCall, { body: { cartItem: { sku: 'CIT-10M3', qty: 1 } } }),
    );
    expect(task.url).toBe('/api/cart/update?cartId={{cartId}}');
    const report = await queue.process();
    expect(report.pending).toBe(1);
    expect(cartMissing.map((missing) => missing.task_id)).toEqual([task.task_id]);
    expect(notifications.map((notification) => notification.message)).toEqual([errorMessages.cartIdMissing]);
    expect(shop.api.calls('cartUpdate')).toHaveLength(0);

    shop.session.cartId = await shop.client.cart.create();
    await queue.process();
    expect(shop.api.calls('cartUpdate')[0]?.query.cartId).toBe(shop.session.cartId);
  });

  it('a reload between two tasks loses nothing and sends nothing twice', async () => {
    const { open, online } = await setupQueue();
    let answered = 0;
    const queue = open({
      onCallbackEvent: () => {
        answered += 1;
        if (answered === 2) online.value = false;
      },
    });
    for (const n of [1, 2, 3, 4, 5]) await queue.queue(contactTask(n, { callback_event: 'sent' }));
    await queue.process();
    queue.dispose();
    expect(sentMessages()).toEqual(['Message 1', 'Message 2']);

    online.value = true;
    const reloaded = open();
    await reloaded.process();
    expect(sentMessages()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(shop.api.calls('contact')).toHaveLength(5);
    expect(await reloaded.list()).toEqual([]);
  });

  it('a reload while a task is in flight resends it with the same key, and the server applies it once', async () => {
    const { queue, open } = await setupQueue();
    for (const n of [1, 2, 3]) await queue.queue(contactTask(n));
    const held = shop.api.hold('contact');
    void queue.process();
    await held.arrived;
    queue.dispose();
    held.release();
    await vi.waitFor(() => expect(sentMessages()).toEqual(['Message 1']));

    const reloaded = open();
    await reloaded.process();
    expect(sentMessages()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    const requests = shop.api.calls('contact');
    expect(requests[1]?.headers['idempotency-key']).toBe(requests[0]?.headers['idempotency-key']);
    expect(requests.map((request) => request.replayed)).toEqual([false, true, false, false]);
    expect(await reloaded.list()).toEqual([]);
  });

  it('two processing events at once send each task once', async () => {
    const { queue } = await setupQueue();
    for (const n of [1, 2, 3]) await queue.queue(contactTask(n));
    await Promise.all([queue.process(), queue.process(), queue.process()]);
    expect(shop.api.calls('contact')).toHaveLength(3);
  });

  it('a corrupt stored task is dropped and the others are sent', async () => {
    const { queue, store } = await setupQueue();
    await store.set('syncTasks/broken', { task_id: 'broken', url: 42 });
    await queue.queue(contactTask(1));
    await queue.process();
    expect(sentMessages()).toEqual(['Message 1']);
    expect(await store.keys()).toEqual([]);
  });

  it('a 401 refreshes the token once for the whole queue and the tasks are retried', async () => {
    const { queue } = await setupQueue({ lockRetryWaitMs: 1 });
    const { token } = await shop.login();
    shop.api.shop.tokens.delete(token);
    for (const n of [1, 2, 3]) await queue.queue(contactTask(n));
    const report = await queue.process();
    expect(report.transmitted.map((task) => task.code)).toEqual([200, 200, 200]);
    expect(shop.api.calls('userRefresh')).toHaveLength(1);
    expect(sentMessages()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('when the refresh fails the session expires and the unsent tasks are cleared', async () => {
    const { queue } = await setupQueue({ lockRetryWaitMs: 1 });
    const { token } = await shop.login();
    shop.api.shop.tokens.delete(token);
    shop.api.shop.refuseRefresh = true;
    for (const n of [1, 2]) await queue.queue(contactTask(n));
    await queue.process();
    expect(shop.expired.map((event) => event.reason)).toEqual(['refresh-failed']);
    await vi.waitFor(async () => expect(await queue.list()).toEqual([]));
    expect(sentMessages()).toEqual([]);
  });

  it('the user token fills the token placeholder when it travels in the URL, and is dropped in header mode', async () => {
    const { queue } = await setupQueue({ tokenInHeader: false });
    const { token } = await shop.login();
    await queue.queue({ url: '/api/user/me?token={{token}}', method: 'GET' });
    await queue.process();
    expect(shop.api.calls('userMe')[0]?.query.token).toBe(token);
    await shop.api.close();

    const inHeader = await setupQueue();
    const tokens = await shop.login();
    await inHeader.queue.queue({ url: '/api/user/me?token={{token}}', method: 'GET' });
    await inHeader.queue.process();
    const [request] = shop.api.calls('userMe');
    expect(request?.query).toEqual({});
    expect(request?.headers.authorization).toBe(`Bearer ${tokens.token}`);
  });

  it('execute sends at once and rejects when the server cannot be reached', async () => {
    const { queue } = await setupQueue();
    const task = await queue.execute({ url: '/api/stock/check?sku=VANNE', method: 'GET' });
    expect(task).toMatchObject({ transmited: true, code: 200, result: { stock_status: 'volatile' } });
    expect(await queue.list()).toEqual([]);
    await shop.api.close();
    await expect(queue.execute(contactTask(1))).rejects.toMatchObject({ name: 'NetworkError' });
    expect(await queue.list()).toEqual([]);
  });

  it('an invalid body is refused when the task is built, before anything is queued', () => {
    expect(() => syncTaskForCall(contactCall, { body: { name: 'L', email: 'x', message: '' } })).toThrow(/Invalid/);
  });
});
