import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS } from '../step/CheckoutStep';
import type { StepContext } from '../step/StepContext';
import { validateStep } from '../step/validateStep';
import { checkoutStateArbitrary } from '../testing/arbitraries';
import { cashOnDelivery, dpd, filledCheckout, payment, personal, shipping } from '../testing/fixtures';
import { type CheckoutState, emptyCheckoutState } from './CheckoutState';
import { type CheckoutAction, checkoutReducer } from './checkoutReducer';

const now = Date.parse('2026-11-21T10:00:00Z');
const physical: StepContext = { isVirtual: false, shippingMethods: [dpd], paymentMethods: [cashOnDelivery] };
const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

describe('a new checkout', () => {
  it('starts on the personal details, France, billing same as shipping, nothing completed', () => {
    expect(emptyCheckoutState()).toMatchObject({
      step: 'personal',
      completed: [],
      termsAccepted: false,
      modifiedAt: null,
      attempt: null,
      confirmation: null,
      shippingDetails: { country: 'FR', region_id: null },
      paymentDetails: { country: 'FR', sameAsShipping: true, paymentMethodAdditional: {} },
    });
  });
});

describe('changing the details', () => {
  it('applies the patch and stamps the change time (SPEC §4 "Session": the in-checkout window)', () => {
    const next = checkoutReducer(emptyCheckoutState(), {
      type: 'shipping/change',
      patch: { city: 'Lyon', zipCode: '69001' },
      now,
    });
    expect(next.shippingDetails).toMatchObject({ city: 'Lyon', zipCode: '69001', country: 'FR' });
    expect(next.modifiedAt).toBe(now);
  });

  it('a change that changes nothing returns the same state, unstamped', () => {
    const state = emptyCheckoutState();
    expect(checkoutReducer(state, { type: 'personal/change', patch: { firstName: '' }, now })).toBe(state);
    expect(checkoutReducer(state, { type: 'terms/change', accepted: false, now })).toBe(state);
    expect(checkoutReducer(state, { type: 'payment/change', patch: { paymentMethodAdditional: {} }, now })).toBe(state);
  });

  it('ignores fields the details do not have', () => {
    const patch = { firstName: 'Léa', admin: true } as unknown as Partial<typeof personal>;
    const next = checkoutReducer(emptyCheckoutState(), { type: 'personal/change', patch, now });
    expect(next.personalDetails).not.toHaveProperty('admin');
  });

  it('terms are ticked and unticked', () => {
    const ticked = checkoutReducer(emptyCheckoutState(), { type: 'terms/change', accepted: true, now });
    expect(ticked).toMatchObject({ termsAccepted: true, modifiedAt: now });
  });
});

describe('the steps', () => {
  const withDetails = filledCheckout({ step: 'personal', completed: [], termsAccepted: false });

  it('completing a valid step opens the next one', () => {
    const next = checkoutReducer(withDetails, { type: 'step/complete', step: 'personal', context: physical, now });
    expect(next).toMatchObject({ step: 'shipping', completed: ['personal'], modifiedAt: now });
  });

  it('a step with field errors cannot be completed', () => {
    const state = { ...withDetails, personalDetails: { ...personal, emailAddress: 'lea@' } };
    expect(checkoutReducer(state, { type: 'step/complete', step: 'personal', context: physical, now })).toBe(state);
  });

  it('a virtual cart skips the shipping step', () => {
    const next = checkoutReducer(withDetails, {
      type: 'step/complete',
      step: 'personal',
      context: { isVirtual: true },
      now,
    });
    expect(next).toMatchObject({ step: 'payment', completed: ['personal', 'shipping'] });
  });

  it('goes through every step to the review, which stays open once completed', () => {
    const done = run(
      withDetails,
      { type: 'step/complete', step: 'personal', context: physical, now },
      { type: 'step/complete', step: 'shipping', context: physical, now },
      { type: 'step/complete', step: 'payment', context: physical, now },
      { type: 'terms/change', accepted: true, now },
      { type: 'step/complete', step: 'review', context: physical, now },
    );
    expect(done).toMatchObject({ step: 'review', completed: [...CHECKOUT_STEPS] });
  });

  it('a later step can be neither opened nor completed before the ones before it', () => {
    expect(checkoutReducer(withDetails, { type: 'step/open', step: 'payment' })).toBe(withDetails);
    expect(checkoutReducer(withDetails, { type: 'step/complete', step: 'payment', context: physical, now })).toBe(
      withDetails,
    );
  });

  it('a completed step can be opened again, and so can the first step not completed', () => {
    const atPayment = run(
      withDetails,
      { type: 'step/complete', step: 'personal', context: physical, now },
      { type: 'step/complete', step: 'shipping', context: physical, now },
    );
    const back = checkoutReducer(atPayment, { type: 'step/open', step: 'personal' });
    expect(back).toMatchObject({ step: 'personal', completed: ['personal', 'shipping'] });
    expect(checkoutReducer(back, { type: 'step/open', step: 'payment' }).step).toBe('payment');
    expect(checkoutReducer(back, { type: 'step/open', step: 'review' })).toBe(back);
  });

  it('property: completing a step never changes the errors of the steps before it', () => {
    fc.assert(
      fc.property(
        checkoutStateArbitrary,
        fc.constantFrom(...CHECKOUT_STEPS),
        fc.boolean(),
        (state, step, isVirtual) => {
          const context: StepContext = { isVirtual, shippingMethods: [dpd], paymentMethods: [cashOnDelivery] };
          const next = checkoutReducer(state, { type: 'step/complete', step, context, now });
          for (const earlier of CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step))) {
            expect(validateStep(next, earlier, context)).toEqual(validateStep(state, earlier, context));
          }
          // And a step completed now was valid.
          if (!state.completed.includes(step) && next.completed.includes(step)) {
            expect(validateStep(state, step, context)).toEqual({});
          }
        },
      ),
    );
  });
});

describe('placing the order (SPEC §4 "Place order")', () => {
  const confirmation = {
    orderNumber: '000000012',
    orderId: 12,
    accessKey: 'k9f2a1',
    status: 'pending',
    email: 'lea.martin@exemple.fr',
    paymentMethod: 'cashondelivery',
    paymentRedirectUrl: null,
    placedAt: now,
    accountRequested: true,
  };

  it('an attempt is recorded, and recording the same one again changes nothing', () => {
    const attempt = { orderId: 'o-1-a', fingerprint: 'f1', cartId: 'c1' };
    const state = checkoutReducer(filledCheckout(), { type: 'order/attempt', attempt });
    expect(state.attempt).toEqual(attempt);
    expect(checkoutReducer(state, { type: 'order/attempt', attempt: { ...attempt } })).toBe(state);
  });

  it('a placed order drops the password, keeps the addresses, ends the attempt and keeps the confirmation', () => {
    const creating = filledCheckout({
      personalDetails: { ...personal, createAccount: true, password: 'citerne-2026' },
      attempt: { orderId: 'o-1-a', fingerprint: 'f1', cartId: 'c1' },
    });
    const placed = checkoutReducer(creating, { type: 'order/placed', confirmation });
    expect(placed.personalDetails).toMatchObject({ password: '', emailAddress: personal.emailAddress });
    expect(placed.shippingDetails).toBe(shipping);
    expect(placed.paymentDetails).toBe(payment);
    expect(placed).toMatchObject({ attempt: null, confirmation });
  });

  it('a refused order ends the attempt', () => {
    const state = filledCheckout({ attempt: { orderId: 'o-1-a', fingerprint: 'f1', cartId: 'c1' } });
    expect(checkoutReducer(state, { type: 'order/refused' }).attempt).toBeNull();
  });

  it('a new checkout keeps the details but the password, and starts the steps again', () => {
    const state = filledCheckout({
      personalDetails: { ...personal, createAccount: true, password: 'citerne-2026' },
      confirmation,
      attempt: { orderId: 'o-1-a', fingerprint: 'f1', cartId: 'c1' },
    });
    const next = checkoutReducer(state, { type: 'checkout/reset' });
    expect(next).toMatchObject({
      step: 'personal',
      completed: [],
      termsAccepted: false,
      attempt: null,
      confirmation: null,
      shippingDetails: shipping,
      paymentDetails: payment,
      personalDetails: { ...personal, password: '' },
    });
  });
});
