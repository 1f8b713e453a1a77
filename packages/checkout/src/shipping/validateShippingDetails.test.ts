import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../message/checkoutMessages';
import { emptyCheckoutState } from '../state/CheckoutState';
import { dpd, shipping } from '../testing/fixtures';
import { validateShippingDetails } from './validateShippingDetails';

describe('shipping details', () => {
  it('a valid address with an offered method passes', () => {
    expect(validateShippingDetails(shipping, { isVirtual: false, shippingMethods: [dpd] })).toEqual({});
  });

  it('a method must be chosen', () => {
    expect(validateShippingDetails({ ...shipping, shippingMethod: '' }, { isVirtual: false })).toEqual({
      shippingMethod: checkoutMessages.chooseShippingMethod,
    });
  });

  it('the method must be one the server offers, and available', () => {
    const express = { ...shipping, shippingCarrier: 'ups', shippingMethod: 'express' };
    expect(validateShippingDetails(express, { isVirtual: false, shippingMethods: [dpd] })).toEqual({
      shippingMethod: checkoutMessages.chooseShippingMethod,
    });
    expect(validateShippingDetails(express, { isVirtual: false })).toEqual({});
    expect(
      validateShippingDetails(shipping, { isVirtual: false, shippingMethods: [{ ...dpd, available: false }] }),
    ).toEqual({ shippingMethod: checkoutMessages.chooseShippingMethod });
  });

  it('a virtual cart ships nothing: no errors', () => {
    expect(validateShippingDetails(emptyCheckoutState().shippingDetails, { isVirtual: true })).toEqual({});
  });

  it('the address is checked with the French rules', () => {
    expect(validateShippingDetails({ ...shipping, zipCode: '6900' }, { isVirtual: false })).toEqual({
      zipCode: checkoutMessages.invalidFrenchZip,
    });
  });
});
