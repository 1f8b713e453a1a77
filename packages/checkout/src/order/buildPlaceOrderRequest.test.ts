import { PlaceOrderRequestSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartLine, filledCheckout, lyonAddress, payment } from '../testing/fixtures';
import { buildPlaceOrderRequest } from './buildPlaceOrderRequest';

const valve = cartLine('VA-PVC-40', 2, { name: '  Vanne PVC 40 mm ', type_id: 'simple' });
const tank = cartLine('CIT-10M3-BLEU', 1, {
  parentSku: 'CIT-10M3',
  name: 'Citerne souple 10 m³',
  type_id: 'simple',
  product_option: {
    extension_attributes: {
      configurable_item_options: [{ option_id: '93', option_value: 49 }],
      custom_options: [{ option_id: 2, option_value: 'Bleu' }],
    },
  },
});

describe('the place-order request (SPEC §7 "Place order")', () => {
  it('orders the cart lines with the addresses, methods and payment fields, as the contract takes them', () => {
    const state = filledCheckout({
      paymentDetails: { ...payment, paymentMethod: 'systempay', paymentMethodAdditional: { returnUrl: '/merci' } },
    });
    const request = buildPlaceOrderRequest(state, { serverToken: 'c1', items: [valve, tank] }, 42);
    expect(request).toMatchObject({
      cart_id: 'c1',
      user_id: 42,
      products: [
        { sku: 'VA-PVC-40', qty: 2, name: 'Vanne PVC 40 mm' },
        {
          sku: 'CIT-10M3-BLEU',
          parentSku: 'CIT-10M3',
          qty: 1,
          product_option: {
            extension_attributes: {
              configurable_item_options: [{ option_id: '93', option_value: '49' }],
              custom_options: [{ option_id: '2', option_value: 'Bleu' }],
            },
          },
        },
      ],
      addressInformation: {
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'systempay',
        payment_method_additional: { returnUrl: '/merci' },
        billingAddress: { email: 'lea.martin@exemple.fr' },
      },
    });
    expect(request).not.toHaveProperty('order_id');
    expect(v.safeParse(PlaceOrderRequestSchema, { ...request, order_id: 'o-1' }).success).toBe(true);
  });

  it('a guest order has no user id', () => {
    expect(buildPlaceOrderRequest(filledCheckout(), { serverToken: 'c1', items: [valve] }, null)).not.toHaveProperty(
      'user_id',
    );
    expect(buildPlaceOrderRequest(filledCheckout(), { serverToken: 'c1', items: [valve] })).not.toHaveProperty(
      'user_id',
    );
  });

  it('a configurable choice with ids that are not numeric is left to the variant sku', () => {
    const named = cartLine('CIT-10M3-BLEU', 1, {
      product_option: {
        extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: 'bleu' }] },
      },
    });
    const [product] = buildPlaceOrderRequest(filledCheckout(), { serverToken: 'c1', items: [named] }).products;
    expect(product?.product_option).toEqual({ extension_attributes: {} });
  });

  it('a virtual cart sends its billing address and no real shipping method, and is still a valid request', () => {
    const guide = cartLine('GUIDE-PDF', 1, { type_id: 'downloadable' });
    const state = filledCheckout({
      paymentDetails: {
        ...payment,
        ...lyonAddress,
        city: 'Paris',
        zipCode: '75008',
        paymentMethod: 'banktransfer',
        sameAsShipping: false,
      },
    });
    const request = buildPlaceOrderRequest(state, { serverToken: 'c1', items: [guide] });
    expect(request.addressInformation.shippingAddress.city).toBe('Paris');
    expect(v.safeParse(PlaceOrderRequestSchema, { ...request, order_id: 'o-1' }).success).toBe(true);
  });
});
