import { type CartBackend, type CartSync, createCartSync, writeStoredCart } from '@citerne/cart-sync';
import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import type { PlaceOrderRequest, PlaceOrderResult } from '@citerne/core-api/contract';
import { PlaceOrderRequestSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../state/CheckoutState';
import { type CheckoutAction, checkoutReducer } from '../state/checkoutReducer';
import { cartLine, filledCheckout, memoryStorage, personal } from '../testing/fixtures';
import { LAST_CART_BYPASS_KEY } from './lastCartBypass';
import { placeOrder } from './placeOrder';

const now = Date.parse('2026-11-21T10:30:00Z');
const placedAnswer: PlaceOrderResult = {
  orderId: '12',
  orderNumber: '000000012',
  status: 'pending',
  paymentRedirectUrl: null,
  accessKey: 'k9f2a1',
};

/** A cart engine read back from storage (a server cart `c1` with one line); its server is never reachable. */
function storedCart() {
  const storage = memoryStorage();
  writeStoredCart(storage, {
    items: [cartLine('CIT-10M3', 1, { name: 'Citerne souple 10 m³', server_item_id: 5, server_cart_id: 'c1' })],
    removed: [],
    coupon: null,
    serverToken: 'c1',
    hash: null,
  });
  const serverCalls: string[] = [];
  const refuse = (name: string) => () => {
    serverCalls.push(name);
    return Promise.reject(new Error('the cart server is not part of this test'));
  };
  const backend: CartBackend = {
    guestFallback: false,
    createCart: refuse('createCart'),
    pull: refuse('pull'),
    update: refuse('update'),
    delete: refuse('delete'),
    totals: refuse('totals'),
    paymentMethods: refuse('paymentMethods'),
    applyCoupon: refuse('applyCoupon'),
    deleteCoupon: refuse('deleteCoupon'),
    checkStock: refuse('checkStock'),
    listStock: refuse('listStock'),
  };
  const cart: CartSync = createCartSync({ backend, storage, isOnline: () => true });
  return { cart, storage, serverCalls };
}

/** The order API: answers in turn from `answers` (a result, or an error to throw); records what was sent. */
function orderApi(...answers: (PlaceOrderResult | Error | Promise<PlaceOrderResult>)[]) {
  const sent: PlaceOrderRequest[] = [];
  const client = {
    order: {
      place: async (order: PlaceOrderRequest) => {
        sent.push(order);
        const answer = answers.shift() ?? placedAnswer;
        if (answer instanceof Error) throw answer;
        return answer;
      },
      view: () => Promise.reject(new Error('not used')),
    },
  };
  return { client, sent };
}

/** The checkout store the storefront keeps: the reducer over a variable. */
function checkoutStore(initial: CheckoutState) {
  const store = { state: initial, actions: [] as CheckoutAction[] };
  const dispatch = (action: CheckoutAction) => {
    store.actions.push(action);
    store.state = checkoutReducer(store.state, action);
  };
  return { store, dispatch };
}

const creatingAccount = () =>
  filledCheckout({ personalDetails: { ...personal, createAccount: true, password: 'citerne-2026' } });

describe('placing an order (SPEC §4 "Place order")', () => {
  it('on success: confirmation kept, password dropped, cart cleared without syncing and disconnected, bypass stamped', async () => {
    const { cart, storage, serverCalls } = storedCart();
    const { client, sent } = orderApi();
    const { store, dispatch } = checkoutStore(creatingAccount());

    const outcome = await placeOrder({
      client,
      state: store.state,
      cart,
      userId: 42,
      dispatch,
      now: () => now,
      storage,
    });

    expect(outcome).toEqual({
      kind: 'placed',
      confirmation: {
        orderNumber: '000000012',
        orderId: '12',
        accessKey: 'k9f2a1',
        status: 'pending',
        email: 'lea.martin@exemple.fr',
        paymentMethod: 'cashondelivery',
        paymentRedirectUrl: null,
        placedAt: now,
        accountRequested: true,
      },
    });
    expect(sent).toHaveLength(1);
    expect(v.safeParse(PlaceOrderRequestSchema, sent[0]).success).toBe(true);
    expect(sent[0]).toMatchObject({ cart_id: 'c1', user_id: 42, products: [{ sku: 'CIT-10M3', qty: 1 }] });
    expect(store.actions.map((action) => action.type)).toEqual(['order/attempt', 'order/placed']);
    expect(sent[0]?.order_id).toBe((store.actions[0] as { attempt: { orderId: string } }).attempt.orderId);
    expect(store.state.personalDetails.password).toBe('');
    expect(store.state).toMatchObject({ attempt: null, confirmation: { orderNumber: '000000012' } });
    expect(store.state.shippingDetails.city).toBe('Lyon');
    await cart.idle();
    expect(cart.getState()).toMatchObject({ items: [], serverToken: null });
    expect(serverCalls).toEqual([]);
    expect(storage.getItem(LAST_CART_BYPASS_KEY)).toBe(String(now));
  });

  it('an invalid address cancels the order with the SPEC §8 text, and the cart stays', async () => {
    const { cart } = storedCart();
    const refusal = new ApiError({
      status: 400,
      code: 'ADDRESS_INVALID',
      message: 'Address in checkout contains invalid data, order cancelled',
    });
    const { client } = orderApi(refusal);
    const { store, dispatch } = checkoutStore(filledCheckout());

    const outcome = await placeOrder({ client, state: store.state, cart, dispatch });

    expect(outcome).toEqual({
      kind: 'address-invalid',
      message: 'Address in checkout contains invalid data, order cancelled',
    });
    expect(store.state.attempt).toBeNull();
    expect(store.state.confirmation).toBeNull();
    expect(cart.getState().items).toHaveLength(1);
  });

  it('an address the contract refuses before sending is an invalid address too', async () => {
    const { cart } = storedCart();
    const invalid = new ValidationError({
      source: 'request',
      message: 'Invalid order.place body',
      issues: [{ path: 'addressInformation.shippingAddress.postcode', message: 'Must be at least 3 characters.' }],
    });
    const { client } = orderApi(invalid);
    const { store, dispatch } = checkoutStore(filledCheckout());
    expect((await placeOrder({ client, state: store.state, cart, dispatch })).kind).toBe('address-invalid');
  });

  it('another refusal gives the server message and status; nothing was ordered, the attempt ends', async () => {
    const { cart } = storedCart();
    const unavailable = new ApiError({
      status: 409,
      code: 'PRODUCT_UNAVAILABLE',
      message: 'Some ordered products not available',
    });
    const { client } = orderApi(unavailable);
    const { store, dispatch } = checkoutStore(filledCheckout());

    const outcome = await placeOrder({ client, state: store.state, cart, dispatch });

    expect(outcome).toEqual({ kind: 'refused', message: 'Some ordered products not available', status: 409 });
    expect(store.state.attempt).toBeNull();
    expect(cart.getState().items).toHaveLength(1);
  });

  it('no answer keeps the attempt, and the retry sends the same order_id', async () => {
    const { cart } = storedCart();
    const { client, sent } = orderApi(
      new NetworkError('https://citerne.example/api/order', new TypeError('fetch failed')),
    );
    const { store, dispatch } = checkoutStore(filledCheckout());

    const first = await placeOrder({ client, state: store.state, cart, dispatch });
    expect(first.kind).toBe('offline');
    expect(store.state.attempt).not.toBeNull();
    expect(cart.getState().items).toHaveLength(1);

    const retry = await placeOrder({ client, state: store.state, cart, dispatch });
    expect(retry.kind).toBe('placed');
    expect(sent.map((order) => order.order_id)).toEqual([sent[0]?.order_id, sent[0]?.order_id]);
  });

  it('a reload after a lost answer re-sends the first request, its server cart included, so the API replays the order', async () => {
    const { cart } = storedCart();
    const { client, sent } = orderApi(
      new NetworkError('https://citerne.example/api/order', new TypeError('fetch failed')),
    );
    const { store, dispatch } = checkoutStore(filledCheckout());
    await placeOrder({ client, state: store.state, cart, dispatch });

    // The ordered server cart is closed: after the reload the shop syncs the same lines into a new one.
    cart.dispatch({ type: 'setToken', token: 'c-after-reload' });
    const retry = await placeOrder({ client, state: store.state, cart, dispatch });
    expect(retry.kind).toBe('placed');
    expect(sent.map((order) => [order.order_id, order.cart_id])).toEqual([
      [sent[0]?.order_id, 'c1'],
      [sent[0]?.order_id, 'c1'],
    ]);
  });

  it('a server error keeps the attempt too (the order may exist: the retry replays it)', async () => {
    const { cart } = storedCart();
    const { client, sent } = orderApi(new ApiError({ status: 503, message: 'Service Unavailable' }));
    const { store, dispatch } = checkoutStore(filledCheckout());

    const failed = await placeOrder({ client, state: store.state, cart, dispatch });
    expect(failed.kind).toBe('failed');
    const attempt = store.state.attempt;
    expect(attempt?.orderId).toBe(sent[0]?.order_id);
    await placeOrder({ client, state: store.state, cart, dispatch });
    expect(sent[1]?.order_id).toBe(attempt?.orderId);
  });

  it('a double click sends one request, even with the state from before the first click', async () => {
    const { cart } = storedCart();
    let answer: (result: PlaceOrderResult) => void = () => {};
    const { client, sent } = orderApi(new Promise<PlaceOrderResult>((resolve) => (answer = resolve)));
    const { store, dispatch } = checkoutStore(filledCheckout());
    const before = store.state;

    const first = placeOrder({ client, state: before, cart, dispatch });
    const second = placeOrder({ client, state: before, cart, dispatch });
    answer(placedAnswer);

    expect(second).toBe(first);
    expect((await first).kind).toBe('placed');
    expect(sent).toHaveLength(1);
  });

  it('a cart without a server cart is not sent', async () => {
    const { client, sent } = orderApi();
    const cart = {
      getState: () => ({ ...storedCart().cart.getState(), serverToken: null }),
      clear: () => Promise.resolve(null),
    };
    const { store, dispatch } = checkoutStore(filledCheckout());
    const outcome = await placeOrder({ client, state: store.state, cart, dispatch });
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Your cart is not connected to the shop yet. Please try again in a moment.',
    });
    expect(sent).toEqual([]);
    expect(store.actions).toEqual([]);
  });

  it('a card payment answers the provider page to go to', async () => {
    const { cart } = storedCart();
    const { client } = orderApi({ ...placedAnswer, paymentRedirectUrl: 'https://pay.example/session/1' });
    const { store, dispatch } = checkoutStore(filledCheckout());
    const outcome = await placeOrder({ client, state: store.state, cart, dispatch });
    expect(outcome.kind === 'placed' && outcome.confirmation.paymentRedirectUrl).toBe('https://pay.example/session/1');
  });
});
