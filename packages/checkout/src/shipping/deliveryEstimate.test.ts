import { describe, expect, it } from 'vitest';
import { dpd } from '../testing/fixtures';
import { deliveryEstimate } from './deliveryEstimate';
import { estimateAddress } from './estimateAddress';

describe('the delivery cost in the cart summary (art. L112-1: prices TTC with the delivery cost before the order)', () => {
  it('is the incl.-tax price of the preselected method', () => {
    expect(deliveryEstimate([{ ...dpd, amount: 4, price_incl_tax: 5 }])).toEqual({ kind: 'charged', amountInclTax: 5 });
    const express = { ...dpd, carrier_code: 'ups', method_code: 'express', default: false, price_incl_tax: 19 };
    expect(deliveryEstimate([express, { ...dpd, price_incl_tax: 5 }])).toEqual({ kind: 'charged', amountInclTax: 5 });
  });

  it('is free when the preselected method costs nothing (free shipping from the threshold, SPEC §9)', () => {
    expect(deliveryEstimate([{ ...dpd, amount: 0, price_incl_tax: 0 }])).toEqual({ kind: 'free' });
  });

  it('falls back to the amount when the method has no incl.-tax price', () => {
    const { price_incl_tax: _omitted, ...withoutInclTax } = { ...dpd, amount: 6 };
    expect(deliveryEstimate([withoutInclTax])).toEqual({ kind: 'charged', amountInclTax: 6 });
  });

  it('says the address is not delivered when no method is available', () => {
    expect(deliveryEstimate([])).toEqual({ kind: 'not-delivered' });
    expect(deliveryEstimate([{ ...dpd, available: false }])).toEqual({ kind: 'not-delivered' });
  });
});

describe('the address of a delivery estimate: as soon as a zip code is known', () => {
  it('is none while no source holds a valid zip code', () => {
    expect(estimateAddress([])).toBeNull();
    expect(estimateAddress([{ country: 'FR', zipCode: '' }, null, undefined])).toBeNull();
    expect(estimateAddress([{ country: 'FR', zipCode: '4900' }])).toBeNull();
    expect(estimateAddress([{ country: 'FR', zipCode: '96000' }])).toBeNull();
  });

  it('takes the first valid one: what the shopper typed before the saved address', () => {
    const saved = { country: 'FR', zipCode: '49000' };
    expect(estimateAddress([{ country: 'FR', zipCode: ' 69001 ' }, saved])).toEqual({
      country_id: 'FR',
      postcode: '69001',
    });
    expect(estimateAddress([{ country: 'FR', zipCode: '690' }, saved])).toEqual({
      country_id: 'FR',
      postcode: '49000',
    });
  });

  it('applies the zip code rule of the country (Monaco 980xx, overseas departments, elsewhere 3 characters)', () => {
    expect(estimateAddress([{ country: 'mc', zipCode: '98000' }])).toEqual({ country_id: 'MC', postcode: '98000' });
    expect(estimateAddress([{ country: 'MC', zipCode: '06000' }])).toBeNull();
    expect(estimateAddress([{ country: 'FR', zipCode: '97400' }])).toEqual({ country_id: 'FR', postcode: '97400' });
    expect(estimateAddress([{ country: 'DE', zipCode: '10115' }])).toEqual({ country_id: 'DE', postcode: '10115' });
  });
});
