import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';

describe('GET /api/ext/shipping-terms', () => {
  let shop: CommerceTestShop;
  beforeAll(async () => {
    shop = await startCommerceTest('pglite', { freeShippingFrom: { FR: 150 } });
  });
  afterAll(() => shop.close());

  it('serves the threshold of the configuration, the one the shipping methods apply, public and cacheable', async () => {
    const answer = await shop.call('GET', '/api/ext/shipping-terms');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ freeShippingFrom: { FR: 150 } });
    expect(answer.response.headers.get('cache-control')).toBe('public, max-age=300');

    // The same threshold decides the price: a cart of 162.50 € (195 € incl. tax), below the default 200 € but above the configured 150 €, ships free in France.
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 13 }]);
    const methods = await shop.call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, {
      body: { address: { country_id: 'FR', postcode: '49000' } },
    });
    expect(methods.body.result).toEqual([expect.objectContaining({ price_incl_tax: 0 })]);
  });
});
