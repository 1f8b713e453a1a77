import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { configuredSeller } from './sellerIdentityFixture';

describe('GET /api/ext/seller', () => {
  let shop: CommerceTestShop;
  beforeAll(async () => {
    shop = await startCommerceTest('pglite', { seller: configuredSeller });
  });
  afterAll(() => shop.close());

  it('serves the configured identity, public and cacheable', async () => {
    const answer = await shop.call('GET', '/api/ext/seller');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual(configuredSeller);
    expect(answer.body.result).toMatchObject({ example: false, siret: '12345678200010' });
    expect(answer.response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it("the order confirmation mail carries the seller's name, address and legal mentions", async () => {
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    expect(
      (await shop.call('POST', '/api/order', { body: orderBody(cartId, [{ sku: 'T-PIPE', qty: 1 }]) })).status,
    ).toBe(200);
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('Citerne Test SARL');
    expect(mail.body_text).toContain('3 rue des Essais, 49000 Angers');
    expect(mail.body_text).toMatch(/SARL au capital de 42\s000 €/);
    expect(mail.body_text).toContain('RCS Angers 123 456 782, SIRET 123 456 782 00010, TVA FR11123456782');
  });
});

describe('without a configured identity', () => {
  it('serves the example identity, marked as such', async () => {
    const shop = await startCommerceTest('pglite');
    try {
      const answer = await shop.call('GET', '/api/ext/seller');
      expect(answer.body.result).toMatchObject({ example: true });
    } finally {
      await shop.close();
    }
  });
});
