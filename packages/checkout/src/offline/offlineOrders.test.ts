import { type CartBackend, createCartSync, writeStoredCart } from '@citerne/cart-sync';
import {
  createMemoryStore,
  createSyncTaskQueue,
  createTokenGuard,
  NetworkError,
  systemClock,
  type Transport,
  type TransportRequest,
} from '@citerne/core-api';
import { type PlaceOrderRequest, PlaceOrderRequestSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LAST_CART_BYPASS_KEY } from '../order/lastCartBypass';
import type { CheckoutState } from '../state/CheckoutState';
import { type CheckoutAction, checkoutReducer } from '../state/checkoutReducer';
import { cartLine, filledCheckout, memoryStorage, payment } from '../testing/fixtures';
import { ANSWERED_ORDER_KEPT_MS, listPendingOrders } from './listPendingOrders';
import { queueOrder } from './queueOrder';
import { sendPendingOrders } from './sendPendingOrders';

type Answer = 'place' | 'refuse-stock' | 'server-error' | 'no-network';

/**
 * The order API as the queue meets it: an order is placed once per Idempotency-Key (a replay answers the first
 * result, like apps/api), answers are scripted in turn (default: place).
 */
function orderServer(...script: Answer[]) {
  const placed = new Map<string, { orderNumber: string }>();
  const requests: { key: string; body: PlaceOrderRequest }[] = [];
  const send = async (request: TransportRequest) => {
    const key = request.headers?.['Idempotency-Key'] ?? '';
    const body = v.parse(PlaceOrderRequestSchema, JSON.parse(request.body ?? '{}'));
    requests.push({ key, body });
    const answer = script.shift() ?? 'place';
    if (answer === 'no-network') throw new NetworkError('/api/order', new TypeError('Failed to fetch'));
    if (answer === 'server-error') return { status: 503, code: 503, result: 'Maintenance', meta: undefined };
    const first = placed.get(key);
    if (first) return { status: 200, code: 200, result: { ...first, orderId: 1, status: 'pending' }, meta: undefined };
    if (answer === 'refuse-stock') {
      return {
        status: 409,
        code: 409,
        result: { message: 'Some ordered products not available', code: 'PRODUCT_UNAVAILABLE' },
        meta: undefined,
      };
    }
    const result = { orderNumber: String(100 + placed.size).padStart(9, '0') };
    placed.set(key, result);
    return { status: 200, code: 200, result: { ...result, orderId: placed.size, status: 'pending' }, meta: undefined };
  };
  const transport: Transport = {
    baseUrl: 'http://shop.test',
    tokenInHeader: true,
    guard: createTokenGuard({ refresh: async () => null }),
    send,
    endSessionReads: () => {},
  };
  return { transport, placed, requests };
}

function setup(...script: Answer[]) {
  const server = orderServer(...script);
  const store = createMemoryStore();
  let clock = Date.parse('2026-11-28T10:00:00Z');
  const online = { value: false };
  const openQueue = () =>
    createSyncTaskQueue({
      transport: server.transport,
      store,
      clock: { ...systemClock, now: () => clock },
      isOnline: () => online.value,
      sendTimeoutMs: 0,
    });
  const storage = memoryStorage();
  writeStoredCart(storage, {
    items: [cartLine('CS-EP-5', 2, { name: 'Citerne souple 5 m³', server_item_id: 7, server_cart_id: 'c1' })],
    removed: [],
    coupon: null,
    serverToken: 'c1',
    hash: null,
  });
  const refuse = () => Promise.reject(new Error('the cart server is not part of this test'));
  const backend: CartBackend = {
    guestFallback: false,
    createCart: refuse,
    pull: refuse,
    update: refuse,
    delete: refuse,
    totals: refuse,
    paymentMethods: refuse,
    applyCoupon: refuse,
    deleteCoupon: refuse,
    checkStock: refuse,
    listStock: refuse,
  };
  const cart = createCartSync({ backend, storage, isOnline: () => false });
  const checkout = { state: filledCheckout() as CheckoutState, actions: [] as CheckoutAction[] };
  const dispatch = (action: CheckoutAction) => {
    checkout.actions.push(action);
    checkout.state = checkoutReducer(checkout.state, action);
  };
  return {
    server,
    openQueue,
    queue: openQueue(),
    online,
    cart,
    storage,
    checkout,
    dispatch,
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const noWait = () => Promise.resolve();

describe('orders placed offline (SPEC §4 "Offline and online")', () => {
  it('a cash-on-delivery order is kept pending under the checkout attempt key, never placed', async () => {
    const { queue, cart, checkout, dispatch, server, now } = setup();
    const outcome = await queueOrder({ queue, state: checkout.state, cart, dispatch });
    if (outcome.kind !== 'queued') throw new Error(`not queued: ${outcome.kind}`);
    const attempt = checkout.state.attempt;
    expect(attempt?.orderId).toBe(outcome.pending.orderId);
    expect(outcome.pending).toMatchObject({
      email: 'lea.martin@exemple.fr',
      paymentMethod: 'cashondelivery',
      products: [{ sku: 'CS-EP-5', qty: 2, name: 'Citerne souple 5 m³' }],
      attempts: 0,
    });
    expect(outcome.pending.request).toMatchObject({ order_id: attempt?.orderId, cart_id: 'c1' });
    expect(checkout.state.confirmation).toBeNull();
    expect(cart.getState().items).toHaveLength(1);
    expect(server.requests).toEqual([]);
    expect((await listPendingOrders(queue, now())).map((order) => order.orderId)).toEqual([attempt?.orderId]);

    // A second click keeps the one task.
    await queueOrder({ queue, state: checkout.state, cart, dispatch });
    expect(await queue.list()).toHaveLength(1);
  });

  it('a card payment cannot wait offline: nothing is kept', async () => {
    const { queue, cart, checkout, dispatch } = setup();
    const state = { ...checkout.state, paymentDetails: { ...payment, paymentMethod: 'systempay' } };
    const outcome = await queueOrder({ queue, state, cart, dispatch });
    expect(outcome).toMatchObject({ kind: 'needs-network' });
    expect(await queue.list()).toEqual([]);
    expect(checkout.actions).toEqual([]);
  });

  it('a storage that refuses the task keeps nothing pending and says so', async () => {
    const { cart, checkout, dispatch } = setup();
    const full = {
      queue: () => Promise.reject(Object.assign(new Error('quota'), { name: 'QuotaExceededError' })),
    };
    const outcome = await queueOrder({ queue: full, state: checkout.state, cart, dispatch });
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(checkout.state.attempt).toBeNull();
  });

  it('back online and confirmed: sent once, confirmed with its number, the cart cleared', async () => {
    const { queue, cart, checkout, dispatch, server, online, storage, now } = setup();
    await queueOrder({ queue, state: checkout.state, cart, dispatch });
    online.value = true;
    const outcomes = await sendPendingOrders({ queue, cart, dispatch, storage, now, wait: noWait });
    expect(outcomes).toEqual([
      expect.objectContaining({ kind: 'placed', confirmation: expect.objectContaining({ orderNumber: '000000100' }) }),
    ]);
    expect(server.requests).toHaveLength(1);
    expect(checkout.state).toMatchObject({ attempt: null, confirmation: { orderNumber: '000000100' } });
    await cart.idle();
    expect(cart.getState()).toMatchObject({ items: [], serverToken: null });
    expect(storage.getItem(LAST_CART_BYPASS_KEY)).toBe(String(now()));
    expect(await listPendingOrders(queue, now())).toEqual([]);
  });

  it('server errors and lost connections are retried under the same key; one order', async () => {
    const { queue, cart, checkout, dispatch, server, online, now } = setup('server-error', 'no-network');
    await queueOrder({ queue, state: checkout.state, cart, dispatch });
    online.value = true;
    const waits: number[] = [];
    const outcomes = await sendPendingOrders({
      queue,
      cart,
      dispatch,
      now,
      retryDelayMs: 1500,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['placed']);
    expect(waits).toEqual([1500, 1500]);
    const keys = server.requests.map((request) => request.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(server.placed.size).toBe(1);
  });

  it('still no answer after the retries: the order stays pending, its attempts counted', async () => {
    const { queue, cart, checkout, dispatch, online, now } = setup('no-network', 'no-network', 'no-network');
    await queueOrder({ queue, state: checkout.state, cart, dispatch });
    online.value = true;
    const outcomes = await sendPendingOrders({ queue, cart, dispatch, now, wait: noWait });
    expect(outcomes).toEqual([
      expect.objectContaining({ kind: 'waiting', order: expect.objectContaining({ attempts: 3 }) }),
    ]);
    expect(await listPendingOrders(queue, now())).toHaveLength(1);
    expect(checkout.state.attempt).not.toBeNull();
  });

  it('a refusal (stock gone) is explained with its code; the cart keeps its lines and the attempt ends', async () => {
    const { queue, cart, checkout, dispatch, online, now } = setup('refuse-stock');
    await queueOrder({ queue, state: checkout.state, cart, dispatch });
    online.value = true;
    const [outcome] = await sendPendingOrders({ queue, cart, dispatch, now, wait: noWait });
    expect(outcome).toMatchObject({
      kind: 'refused',
      status: 409,
      code: 'PRODUCT_UNAVAILABLE',
      message: 'Some ordered products not available',
    });
    expect(cart.getState().items.map((line) => [line.sku, line.qty])).toEqual([['CS-EP-5', 2]]);
    expect(checkout.state.attempt).toBeNull();
    expect(await listPendingOrders(queue, now())).toEqual([]);
  });

  it('a reload in the middle of the replay: the order sent again answers the same order', async () => {
    const { openQueue, queue, cart, checkout, dispatch, server, online, now } = setup();
    await queueOrder({ queue, state: checkout.state, cart, dispatch });
    online.value = true;
    // The first send reached the server but the page was gone before the answer was recorded.
    const task = (await queue.list())[0];
    if (!task) throw new Error('no task');
    await server.transport.send({
      method: 'POST',
      url: () => task.url,
      body: task.payload.body ?? '',
      headers: { 'Idempotency-Key': task.task_id },
      withToken: true,
    });
    queue.dispose();
    const reloaded = openQueue();
    expect(await listPendingOrders(reloaded, now())).toHaveLength(1);
    const [outcome] = await sendPendingOrders({ queue: reloaded, cart, dispatch, now, wait: noWait });
    expect(outcome).toMatchObject({ kind: 'placed', confirmation: { orderNumber: '000000100' } });
    expect(server.requests).toHaveLength(2);
    expect(server.placed.size).toBe(1);
  });

  it('two tabs confirming together: one order, both read its number', async () => {
    const { openQueue, queue, cart, checkout, dispatch, server, online, now } = setup();
    await queueOrder({ queue, state: checkout.state, cart, dispatch });
    online.value = true;
    const other = openQueue();
    const [a, b] = await Promise.all([
      sendPendingOrders({ queue, cart, dispatch, now, wait: noWait }),
      sendPendingOrders({ queue: other, cart, dispatch, now, wait: noWait }),
    ]);
    expect(server.placed.size).toBe(1);
    expect([...(a ?? []), ...(b ?? [])].every((outcome) => outcome.kind === 'placed')).toBe(true);
  });

  it('answered orders are forgotten after ten minutes; another task of the queue is not an order', async () => {
    const { queue, cart, checkout, dispatch, online, now, advance } = setup();
    await queueOrder({ queue, state: checkout.state, cart, dispatch });
    online.value = true;
    await sendPendingOrders({ queue, cart, dispatch, now, wait: noWait });
    online.value = false;
    const other = await queue.queue({
      url: '/api/ext/newsletter/subscribe',
      body: { customerEmail: 'lea@example.fr' },
    });
    expect((await queue.list()).filter((task) => task.transmited)).toHaveLength(1);
    advance(ANSWERED_ORDER_KEPT_MS);
    expect(await listPendingOrders(queue, now())).toEqual([]);
    expect(await queue.list()).toHaveLength(2);
    advance(1);
    expect(await listPendingOrders(queue, now())).toEqual([]);
    expect((await queue.list()).map((task) => task.task_id)).toEqual([other.task_id]);
  });
});
