import { OrderAddressInputSchema, OrderBillingAddressInputSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { filledCheckout, lyonAddress, payment } from '../testing/fixtures';
import { orderAddresses } from './orderAddresses';

describe('the order addresses', () => {
  it('billing is the shipping address when same as shipping, with the e-mail, company and tax id', () => {
    const state = filledCheckout({ paymentDetails: { ...payment, company: 'Citernes SARL', taxId: 'FR40303265045' } });
    const { shippingAddress, billingAddress } = orderAddresses(state, false);
    expect(shippingAddress).toEqual({
      firstname: 'Léa',
      lastname: "N'Diaye-Martin",
      street: ['12 rue des Lilas'],
      city: 'Lyon',
      postcode: '69001',
      country_id: 'FR',
      telephone: '06 12 34 56 78',
    });
    expect(billingAddress).toEqual({
      ...shippingAddress,
      email: 'lea.martin@exemple.fr',
      company: 'Citernes SARL',
      vat_id: 'FR40303265045',
    });
    expect(v.safeParse(OrderAddressInputSchema, shippingAddress).success).toBe(true);
    expect(v.safeParse(OrderBillingAddressInputSchema, billingAddress).success).toBe(true);
  });

  it('a separate billing address comes from the payment step; the apartment is the second street line', () => {
    const billing = { ...lyonAddress, firstName: 'Hugo', city: 'Paris', zipCode: '75008', apartmentNumber: 'Bât. B' };
    const state = filledCheckout({ paymentDetails: { ...payment, ...billing, sameAsShipping: false } });
    const { shippingAddress, billingAddress } = orderAddresses(state, false);
    expect(shippingAddress.city).toBe('Lyon');
    expect(billingAddress).toMatchObject({ firstname: 'Hugo', city: 'Paris', street: ['12 rue des Lilas', 'Bât. B'] });
    expect(billingAddress).not.toHaveProperty('company');
  });

  it('a virtual cart sends its billing address as the shipping address', () => {
    const billing = { ...lyonAddress, city: 'Paris', zipCode: '75008' };
    const state = filledCheckout({ paymentDetails: { ...payment, ...billing, sameAsShipping: true } });
    const { shippingAddress, billingAddress } = orderAddresses(state, true);
    expect(shippingAddress.city).toBe('Paris');
    expect(billingAddress.city).toBe('Paris');
  });

  it('the region goes with its id when known', () => {
    const state = filledCheckout({
      shippingDetails: { ...filledCheckout().shippingDetails, state: 'Rhône', region_id: 12 },
    });
    expect(orderAddresses(state, false).shippingAddress).toMatchObject({ region: 'Rhône', region_id: 12 });
  });
});
