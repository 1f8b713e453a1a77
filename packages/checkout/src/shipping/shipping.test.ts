import { CartShippingInformationRequestSchema, ShippingMethodsAddressSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyCheckoutState } from '../state/CheckoutState';
import { dpd, filledCheckout, lyonAddress, shipping } from '../testing/fixtures';
import { defaultShippingMethod } from './defaultShippingMethod';
import { freeShippingRemaining } from './freeShippingRemaining';
import { shippingInformationRequest } from './shippingInformationRequest';
import { shippingMethodsAddress } from './shippingMethodsAddress';

describe('free shipping in France (SPEC §9: from the configured threshold, 200 € incl. tax by default)', () => {
  it('counts from the threshold it is given, the shop’s configured one', () => {
    expect(freeShippingRemaining(5_000, 10_000)).toBe(5_000);
    expect(freeShippingRemaining(5_000, 30_000)).toBe(25_000);
  });

  it('tells what is left to spend, 0 once reached', () => {
    expect(freeShippingRemaining(18_750, 20_000)).toBe(1_250);
    expect(freeShippingRemaining(20_000, 20_000)).toBe(0);
    expect(freeShippingRemaining(25_000, 20_000)).toBe(0);
    expect(freeShippingRemaining(0, 20_000)).toBe(20_000);
    expect(freeShippingRemaining(Number.NaN, 20_000)).toBe(20_000);
  });
});

describe('the preselected shipping method', () => {
  const express = { ...dpd, carrier_code: 'ups', method_code: 'express', default: false };

  it('is the available one flagged default, else the first available, else none', () => {
    expect(defaultShippingMethod([express, dpd])).toBe(dpd);
    expect(defaultShippingMethod([{ ...dpd, available: false }, express])).toBe(express);
    expect(defaultShippingMethod([{ ...dpd, available: false }])).toBeNull();
    expect(defaultShippingMethod([])).toBeNull();
  });
});

describe('the shipping-methods query (SPEC §3)', () => {
  it('may hold only the country', () => {
    expect(shippingMethodsAddress(emptyCheckoutState().shippingDetails)).toEqual({ country_id: 'FR' });
  });

  it('holds what the shopper typed, the street in two lines only with an apartment', () => {
    const address = shippingMethodsAddress({ ...shipping, apartmentNumber: 'Bât. B', region_id: 12, state: 'Rhône' });
    expect(address).toEqual({
      country_id: 'FR',
      street: ['12 rue des Lilas', 'Bât. B'],
      postcode: '69001',
      city: 'Lyon',
      region: 'Rhône',
      region_id: 12,
    });
    expect(v.safeParse(ShippingMethodsAddressSchema, address).success).toBe(true);
    expect(shippingMethodsAddress(shipping).street).toEqual(['12 rue des Lilas']);
  });
});

describe('the shipping information', () => {
  it('sends the addresses and the chosen carrier and method, as the contract takes them', () => {
    const information = shippingInformationRequest(filledCheckout(), false);
    expect(information).toMatchObject({
      shippingAddress: { firstname: 'Léa', postcode: '69001', country_id: 'FR', telephone: '06 12 34 56 78' },
      billingAddress: { email: 'lea.martin@exemple.fr', city: 'Lyon' },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
    });
    expect(v.safeParse(CartShippingInformationRequestSchema, { addressInformation: information }).success).toBe(true);
  });

  it('leaves out what is not typed yet', () => {
    const state = { ...emptyCheckoutState(), shippingDetails: { ...shipping, phoneNumber: '', zipCode: '' } };
    const information = shippingInformationRequest(state, false);
    expect(information.shippingAddress).not.toHaveProperty('telephone');
    expect(information.shippingAddress).not.toHaveProperty('postcode');
    expect(information.billingAddress).not.toHaveProperty('email');
  });

  it('for a virtual cart uses the billing address and no real method', () => {
    const state = filledCheckout({
      paymentDetails: {
        ...filledCheckout().paymentDetails,
        ...lyonAddress,
        city: 'Paris',
        zipCode: '75008',
        sameAsShipping: false,
      },
    });
    const information = shippingInformationRequest(state, true);
    expect(information.shippingAddress.city).toBe('Paris');
    expect(v.safeParse(CartShippingInformationRequestSchema, { addressInformation: information }).success).toBe(true);
  });
});
