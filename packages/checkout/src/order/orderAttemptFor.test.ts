import type { PlaceOrderRequest } from '@citerne/core-api/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCheckoutState } from '../state/CheckoutState';
import { cartLine, filledCheckout } from '../testing/fixtures';
import { buildPlaceOrderRequest } from './buildPlaceOrderRequest';
import { orderAttemptFor } from './orderAttemptFor';
import { orderFingerprint } from './orderFingerprint';

type Request = Omit<PlaceOrderRequest, 'order_id'>;
const request: Request = buildPlaceOrderRequest(filledCheckout(), {
  serverToken: 'c1',
  items: [cartLine('CIT-10M3', 1, { name: 'Citerne souple 10 m³' })],
});

const requestArbitrary: fc.Arbitrary<Request> = fc.record({
  cart_id: fc.stringMatching(/^[a-z0-9]{1,12}$/),
  user_id: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }),
  products: fc.array(
    fc.record({ sku: fc.stringMatching(/^[A-Z0-9-]{1,12}$/), qty: fc.integer({ min: 1, max: 100 }) }),
    { minLength: 1, maxLength: 4 },
  ),
  addressInformation: fc.record({
    shippingAddress: fc.constant(request.addressInformation.shippingAddress),
    billingAddress: fc.constant(request.addressInformation.billingAddress),
    shipping_carrier_code: fc.constantFrom('flatrate', 'ups'),
    shipping_method_code: fc.constantFrom('flatrate', 'express'),
    payment_method_code: fc.constantFrom('cashondelivery', 'banktransfer', 'systempay'),
    payment_method_additional: fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.string({ maxLength: 8 })),
  }),
});

describe('the order fingerprint', () => {
  it('is the same for the same request whatever the order of its keys', () => {
    const { addressInformation, products, ...rest } = request;
    const reordered = { addressInformation, ...rest, products };
    expect(Object.keys(reordered)).not.toEqual(Object.keys(request));
    expect(orderFingerprint(reordered)).toBe(orderFingerprint(request));
    expect(orderFingerprint(request)).toMatch(/^[0-9a-f]{28}$/);
  });

  it('changes with the quantity, the address, the method or the user', () => {
    const base = orderFingerprint(request);
    const variants: Request[] = [
      { ...request, user_id: 7 },
      { ...request, products: [{ ...request.products[0], sku: 'CIT-10M3', qty: 2 }] },
      {
        ...request,
        addressInformation: {
          ...request.addressInformation,
          shippingAddress: { ...request.addressInformation.shippingAddress, postcode: '69002' },
        },
      },
      { ...request, addressInformation: { ...request.addressInformation, payment_method_code: 'banktransfer' } },
    ];
    for (const variant of variants) expect(orderFingerprint(variant)).not.toBe(base);
  });

  it('ignores an order_id passed along', () => {
    expect(orderFingerprint({ ...request, order_id: 'o-1' } as Request)).toBe(orderFingerprint(request));
  });
});

describe('the order attempt', () => {
  it('property: the same request keeps its order id however often asked, another request gets a new one', () => {
    let counter = 0;
    const makeId = () => `o-test-${++counter}`;
    fc.assert(
      fc.property(requestArbitrary, requestArbitrary, fc.nat({ max: 5 }), (first, second, repeats) => {
        let state = emptyCheckoutState();
        const attempt = orderAttemptFor(state, first, makeId);
        state = { ...state, attempt };
        for (let index = 0; index <= repeats; index++) {
          expect(orderAttemptFor(state, structuredClone(first), makeId)).toEqual(attempt);
        }
        const other = orderAttemptFor(state, second, makeId);
        if (orderFingerprint(second) === orderFingerprint(first)) expect(other.orderId).toBe(attempt.orderId);
        else expect(other.orderId).not.toBe(attempt.orderId);
      }),
    );
  });

  it('a changed request never reuses the key', () => {
    const attempt = orderAttemptFor(emptyCheckoutState(), request);
    const changed = orderAttemptFor({ attempt }, { ...request, user_id: 7 });
    expect(changed.orderId).not.toBe(attempt.orderId);
    expect(changed.fingerprint).not.toBe(attempt.fingerprint);
  });

  it('the same lines in another server cart are the same attempt, which keeps its first cart', () => {
    const attempt = orderAttemptFor(emptyCheckoutState(), request);
    const again = orderAttemptFor({ attempt }, { ...request, cart_id: 'c-new' });
    expect(again).toEqual(attempt);
    expect(again.cartId).toBe(request.cart_id);
  });

  it('the default id is a valid idempotency key: o-{time}-{random}, at most 64 characters', () => {
    const { orderId } = orderAttemptFor(emptyCheckoutState(), request);
    expect(orderId).toMatch(/^o-\d{13}-[\w.:-]+$/);
    expect(orderId.length).toBeLessThanOrEqual(64);
    expect(orderAttemptFor(emptyCheckoutState(), request).orderId).not.toBe(orderId);
  });

  it('refuses an id the API would refuse', () => {
    expect(() => orderAttemptFor(emptyCheckoutState(), request, () => 'not a key!')).toThrow(TypeError);
    expect(() => orderAttemptFor(emptyCheckoutState(), request, () => 'o'.repeat(65))).toThrow(TypeError);
  });
});
