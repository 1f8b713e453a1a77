import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { MAX_BODY_BYTES } from '../http/mountCall';

describe('request limits (SPEC §5, issue 19)', () => {
  let shop: CommerceTestShop;
  let cartId: string;
  beforeAll(async () => {
    shop = await startCommerceTest('pglite');
    cartId = (await shop.call('POST', '/api/cart/create')).body.result as string;
  });
  afterAll(() => shop.close());

  const deepArray = (depth: number) => `{"cartItem":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([
    '/api/cart/update',
    '/api/cart/delete',
    '/api/cart/shipping-methods',
    '/api/cart/shipping-information',
    '/api/order',
    '/api/user/login',
    '/api/url/map',
  ])('a body nested thousands of levels deep sent to %s is a 400 JSON_TOO_DEEP, not a 500', async (path) => {
    for (const body of [deepArray(10_000), deepObject(10_000), deepArray(17)]) {
      const answer = await shop.call('POST', path, { query: { cartId }, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, result: { code: 'JSON_TOO_DEEP' } });
    }
  });

  it('a body over the cap is a 413 in the envelope, whether its length is declared or not', async () => {
    const big = JSON.stringify({ cartItem: { sku: 'T-VALVE', qty: 1 }, padding: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await shop.call('POST', '/api/cart/update', { query: { cartId }, body: big });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 413, result: { code: 'BODY_TOO_LARGE' } });
    const chunked = await shop.api.request(`/api/cart/update?cartId=${cartId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('invalid UTF-8, a lone surrogate or an over-long string is refused before the cart changes', async () => {
    const before = (await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result;
    const invalidUtf8 = Buffer.concat([
      Buffer.from('{"cartItem":{"sku":"T-VAL'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","qty":1}}'),
    ]);
    const bytes = await shop.api.request(`/api/cart/update?cartId=${cartId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: invalidUtf8,
    });
    expect(bytes.status).toBe(400);
    const surrogate = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: '{"cartItem":{"sku":"T-VALVE","qty":1,"name":"\\ud800"}}',
    });
    expect(surrogate.body).toMatchObject({ code: 400, result: { code: 'INVALID_BODY' } });
    const long = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 'T-VALVE', qty: 1 }, note: 'x'.repeat(40_000) },
    });
    expect(long.body).toMatchObject({ code: 400, result: { code: 'STRING_TOO_LONG' } });
    expect((await shop.call('GET', '/api/cart/pull', { query: { cartId } })).body.result).toEqual(before);
  });
});
