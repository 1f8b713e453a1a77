import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

describe.each(testBackends)('wishlist calls on %s', (backend) => {
  let shop: CommerceTestShop;
  const skusOf = (answer: { body: { result: unknown } }) =>
    (answer.body.result as Array<{ sku: string }>).map((item) => item.sku);
  const add = (token: string | undefined, skus: unknown) =>
    shop.call('POST', '/api/user/wishlist', { ...(token ? { token } : {}), body: { skus } });

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('needs a customer: without a token or with a wrong one, 401', async () => {
    expect((await shop.call('GET', '/api/user/wishlist')).status).toBe(401);
    expect((await add(undefined, ['T-VALVE'])).status).toBe(401);
    expect((await shop.call('GET', '/api/user/wishlist', { token: 'forged' })).status).toBe(401);
    expect((await shop.call('POST', '/api/user/wishlist/remove', { body: { sku: 'T-VALVE' } })).status).toBe(401);
  });

  it('refuses what is not a list of product references (400)', async () => {
    const { token } = await registerAndLogIn(shop, 'wish-validation@example.fr');
    for (const skus of [[], 'T-VALVE', [''], ['<script>'], ['x'.repeat(65)], Array(101).fill('T-VALVE'), [1]]) {
      expect([JSON.stringify(skus).slice(0, 40), (await add(token, skus)).status]).toEqual([
        JSON.stringify(skus).slice(0, 40),
        400,
      ]);
    }
    const remove = await shop.call('POST', '/api/user/wishlist/remove', { token, body: { sku: '' } });
    expect(remove.status).toBe(400);
  });

  it('adds each product once, leaves unknown skus out, answers the list with the catalogue data, removes', async () => {
    const { token } = await registerAndLogIn(shop, 'wish-list@example.fr');
    const first = await add(token, ['T-VALVE', 'NOT-SOLD', 'T-PIPE', 'T-VALVE']);
    expect(first.status).toBe(200);
    expect(skusOf(first)).toEqual(['T-VALVE', 'T-PIPE']);
    expect((first.body.result as unknown[])[0]).toEqual({
      sku: 'T-VALVE',
      name: expect.any(String),
      urlKey: expect.any(String),
      image: expect.toSatisfy((image: unknown) => image === null || typeof image === 'string'),
      addedAt: expect.any(String),
    });
    // The merge at login sends the guest's list whole: what is held already stays once.
    expect(skusOf(await add(token, ['T-PIPE', 'T-KIT', 'T-VALVE']))).toEqual(['T-VALVE', 'T-PIPE', 'T-KIT']);
    const listed = await shop.call('GET', '/api/user/wishlist', { token });
    expect(listed.response.headers.get('cache-control')).toBe('no-store');
    expect(skusOf(listed)).toEqual(['T-VALVE', 'T-PIPE', 'T-KIT']);
    const removed = await shop.call('POST', '/api/user/wishlist/remove', { token, body: { sku: 'T-PIPE' } });
    expect(skusOf(removed)).toEqual(['T-VALVE', 'T-KIT']);
    const again = await shop.call('POST', '/api/user/wishlist/remove', { token, body: { sku: 'T-PIPE' } });
    expect(skusOf(again)).toEqual(['T-VALVE', 'T-KIT']);
  });

  it('each customer sees and changes only their own list', async () => {
    const alice = await registerAndLogIn(shop, 'wish-alice@example.fr');
    const bob = await registerAndLogIn(shop, 'wish-bob@example.fr');
    await add(alice.token, ['T-VALVE']);
    await add(bob.token, ['T-KIT']);
    await shop.call('POST', '/api/user/wishlist/remove', { token: bob.token, body: { sku: 'T-VALVE' } });
    expect(skusOf(await shop.call('GET', '/api/user/wishlist', { token: alice.token }))).toEqual(['T-VALVE']);
    expect(skusOf(await shop.call('GET', '/api/user/wishlist', { token: bob.token }))).toEqual(['T-KIT']);
  });

  it('is in the data export and erased with the account', async () => {
    const password = 'citerne-2025';
    const { token, id } = await registerAndLogIn(shop, 'wish-leaving@example.fr', password);
    await add(token, ['T-KIT', 'T-VALVE']);
    const exported = await shop.call('GET', '/api/user/export', { token });
    expect((exported.body.result as { wishlist: Array<{ sku: string }> }).wishlist.map((item) => item.sku)).toEqual([
      'T-KIT',
      'T-VALVE',
    ]);
    expect((await shop.call('POST', '/api/user/delete', { token, body: { password } })).status).toBe(200);
    expect(await shop.db.selectFrom('wishlist_items').selectAll().where('customer_id', '=', id).execute()).toEqual([]);
  });
});
