import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../message/checkoutMessages';
import { emptyCheckoutState } from '../state/CheckoutState';
import { checkoutStateArbitrary } from '../testing/arbitraries';
import { bankTransfer, cashOnDelivery, dpd, filledCheckout } from '../testing/fixtures';
import { CHECKOUT_STEPS } from './CheckoutStep';
import { firstInvalidStep } from './firstInvalidStep';
import { validateStep } from './validateStep';

const context = { isVirtual: false, shippingMethods: [dpd], paymentMethods: [cashOnDelivery, bankTransfer] };

describe('a step is valid when its fields are', () => {
  it('the review needs the terms and conditions accepted (SPEC §5)', () => {
    expect(validateStep(emptyCheckoutState(), 'review', context)).toEqual({
      termsAccepted: 'You must accept the terms and conditions.',
    });
    expect(validateStep(filledCheckout(), 'review', context)).toEqual({});
  });

  it('each step checks its own details', () => {
    const state = emptyCheckoutState();
    expect(Object.keys(validateStep(state, 'personal', context)).sort()).toEqual([
      'emailAddress',
      'firstName',
      'lastName',
    ]);
    expect(validateStep(state, 'shipping', context)).toMatchObject({
      streetAddress: checkoutMessages.fieldRequired,
      shippingMethod: checkoutMessages.chooseShippingMethod,
    });
    expect(validateStep(state, 'payment', context)).toEqual({ paymentMethod: checkoutMessages.choosePaymentMethod });
  });

  it('property: every field error is one of the checkout messages', () => {
    const messages = new Set(Object.values(checkoutMessages as Record<string, unknown>));
    const tooLong = /^Must be at most \d+ characters\.$/;
    fc.assert(
      fc.property(checkoutStateArbitrary, fc.boolean(), (state, isVirtual) => {
        for (const step of CHECKOUT_STEPS) {
          for (const message of Object.values<string>(validateStep(state, step, { ...context, isVirtual }))) {
            expect(messages.has(message) || tooLong.test(message), message).toBe(true);
          }
        }
      }),
    );
  });
});

describe('the first invalid step', () => {
  it('is null for a checkout ready to be placed', () => {
    expect(firstInvalidStep(filledCheckout(), context)).toBeNull();
  });

  it('is the first step in order with an error', () => {
    const state = filledCheckout();
    expect(firstInvalidStep({ ...state, termsAccepted: false }, context)).toBe('review');
    expect(firstInvalidStep({ ...state, shippingDetails: { ...state.shippingDetails, zipCode: '690' } }, context)).toBe(
      'shipping',
    );
    expect(firstInvalidStep(emptyCheckoutState(), context)).toBe('personal');
  });

  it('skips shipping for a virtual cart, where cash on delivery is no longer valid', () => {
    const state = filledCheckout({ shippingDetails: emptyCheckoutState().shippingDetails });
    expect(firstInvalidStep(state, context)).toBe('shipping');
    const virtual = {
      ...state,
      paymentDetails: { ...state.paymentDetails, ...filledCheckout().shippingDetails, sameAsShipping: false },
    };
    expect(firstInvalidStep(virtual, { isVirtual: true })).toBe('payment');
    const byTransfer = { ...virtual, paymentDetails: { ...virtual.paymentDetails, paymentMethod: 'banktransfer' } };
    expect(firstInvalidStep(byTransfer, { isVirtual: true })).toBeNull();
  });
});
