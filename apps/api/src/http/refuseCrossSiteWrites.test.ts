import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

describe.each(testBackends)('writes from another site on %s (issue 19)', (backend) => {
  let shop: CommerceTestShop;
  const carts = async () =>
    Number(
      (
        await shop.db
          .selectFrom('carts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const createCart = (headers: Record<string, string>) => shop.call('POST', '/api/cart/create', { headers });

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin on the same host name but another port', { origin: 'http://shop.test:8080' }],
    ['the opaque Origin of a sandboxed frame or a redirect', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site: cross-site with the shop’s Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://shop.test' },
    ],
  ])('%s is refused with a 403 in the envelope, and nothing changes', async (_, headers) => {
    const before = await carts();
    const answer = await createCart(headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: 403,
      result: { message: expect.any(String), code: 'CROSS_SITE_REQUEST' },
    });
    expect(await carts()).toBe(before);
  });

  it('every non-safe method is checked, a login too (login CSRF)', async () => {
    const login = await shop.call('POST', '/api/user/login', {
      body: { username: 'lea@example.fr', password: 'citerne-2025' },
      headers: { origin: 'https://evil.example' },
    });
    expect(login.status).toBe(403);
    const remove = await shop.call('DELETE', '/api/ext/newsletter/subscribe', {
      body: { email: 'lea@example.fr' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(remove.status).toBe(403);
  });

  it.each([
    ['the storefront’s Origin', { origin: 'http://shop.test' }],
    ['the API’s public Origin', { origin: 'http://api.test' }],
    ['the Origin of the host the request was sent to', { origin: 'http://localhost:3212', host: 'localhost:3212' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ['no Origin and no fetch metadata (a server, curl)', {}],
  ])('%s goes through', async (_, headers) => {
    const before = await carts();
    expect((await createCart(headers)).status).toBe(200);
    expect(await carts()).toBe(before + 1);
  });

  it('reads from another site are not refused here (CORS and the tokens protect them)', async () => {
    const answer = await shop.call('GET', '/api/stock/check', {
      query: { sku: 'CS-RI-120' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).not.toBe(403);
  });

  it('the payment providers’ notifications still reach their signature check, whatever their Origin', async () => {
    const sent: Record<string, string>[] = [{}, { origin: 'https://secure.payzen.eu', 'sec-fetch-site': 'cross-site' }];
    for (const headers of sent) {
      const answer = await shop.call('POST', '/api/payment/notify/sandbox', { body: { forged: true }, headers });
      expect(answer.status).not.toBe(403);
      expect(answer.body.result).not.toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    }
  });
});
