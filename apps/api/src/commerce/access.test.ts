import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testDatabases';
import { cartWith, frenchAddress, orderBody, registerAndLogIn } from './testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from './testing/startCommerceTest';

describe.each(testBackends)('who may read and change what, on %s', (backend) => {
  let shop: CommerceTestShop;
  let owner: { token: string; id: number };
  let other: { token: string; id: number };
  let ownerCart: string;
  let order: { orderNumber: string; accessKey: string };
  let ownerAddressId: number;

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
    owner = await registerAndLogIn(shop, 'owner@example.fr');
    other = await registerAndLogIn(shop, 'other@example.fr');
    const profile = await shop.call('POST', '/api/user/me', {
      token: owner.token,
      body: {
        customer: { firstname: 'Léa', lastname: 'Martin', email: 'owner@example.fr', addresses: [frenchAddress] },
      },
    });
    ownerAddressId = (profile.body.result as { addresses: { id: number }[] }).addresses[0]?.id ?? 0;
    const ordered = await cartWith(shop, owner.token, [{ sku: 'T-VALVE', qty: 1 }]);
    order = (
      await shop.call('POST', '/api/order', {
        token: owner.token,
        body: orderBody(ordered, [{ sku: 'T-VALVE', qty: 1 }]),
      })
    ).body.result as typeof order;
    ownerCart = await cartWith(shop, owner.token, [{ sku: 'T-PIPE', qty: 1 }]);
  });
  afterAll(() => shop.close());

  const cartCalls = (cartId: string) =>
    [
      ['GET', '/api/cart/pull', undefined],
      ['GET', '/api/cart/totals', undefined],
      ['GET', '/api/cart/payment-methods', undefined],
      ['POST', '/api/cart/update', { cartItem: { sku: 'T-VALVE', qty: 1 } }],
      ['POST', '/api/cart/delete', { cartItem: { item_id: 1 } }],
      ['POST', '/api/cart/shipping-methods', { address: { country_id: 'FR' } }],
      [
        'POST',
        '/api/cart/shipping-information',
        {
          addressInformation: {
            shippingAddress: { country_id: 'FR' },
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
          },
        },
      ],
      ['POST', '/api/cart/collect-totals', {}],
      ['POST', '/api/cart/delete-coupon', undefined],
    ].map(([method, path, body]) => ({ method: String(method), path: String(path), body, query: { cartId } }));

  it('a guest can neither read nor change a customer’s cart', async () => {
    for (const call of cartCalls(ownerCart)) {
      const answer = await shop.call(call.method, call.path, { query: call.query, body: call.body });
      expect([call.path, answer.status]).toEqual([call.path, 401]);
    }
    const pulled = await shop.call('GET', '/api/cart/pull', { query: { cartId: ownerCart }, token: owner.token });
    expect(pulled.body.result).toEqual([expect.objectContaining({ sku: 'T-PIPE', qty: 1 })]);
  });

  it('another customer can neither read nor change a customer’s cart, nor order it', async () => {
    for (const call of cartCalls(ownerCart)) {
      const answer = await shop.call(call.method, call.path, {
        query: call.query,
        body: call.body,
        token: other.token,
      });
      expect([call.path, answer.status]).toEqual([call.path, 403]);
    }
    const stolen = await shop.call('POST', '/api/order', {
      token: other.token,
      body: orderBody(ownerCart, [{ sku: 'T-PIPE', qty: 1 }]),
    });
    expect(stolen.status).toBe(403);
    const guest = await shop.call('POST', '/api/order', {
      body: orderBody(ownerCart, [{ sku: 'T-PIPE', qty: 1 }], { orderId: 'guest-steal' }),
    });
    expect(guest.status).toBe(401);
  });

  it('an order is read only by its customer or with its access key', async () => {
    const path = `/api/order/${order.orderNumber}`;
    expect((await shop.call('GET', path, { token: owner.token })).status).toBe(200);
    expect((await shop.call('GET', path, { query: { key: order.accessKey } })).status).toBe(200);
    expect((await shop.call('GET', path, { token: other.token })).status).toBe(404);
    expect((await shop.call('GET', path)).status).toBe(404);
    expect((await shop.call('GET', path, { query: { key: 'guessed-key' } })).status).toBe(404);
  });

  it('the order history shows only the caller’s orders, and needs a token', async () => {
    const mine = (await shop.call('GET', '/api/user/order-history', { token: owner.token })).body.result as {
      items: unknown[];
    };
    const theirs = (await shop.call('GET', '/api/user/order-history', { token: other.token })).body.result as {
      items: unknown[];
    };
    expect(mine.items).toHaveLength(1);
    expect(theirs.items).toHaveLength(0);
    expect((await shop.call('GET', '/api/user/order-history')).status).toBe(401);
  });

  it('a profile is read and changed only with its own token', async () => {
    expect(
      ((await shop.call('GET', '/api/user/me', { token: other.token })).body.result as { email: string }).email,
    ).toBe('other@example.fr');
    expect(
      (
        await shop.call('POST', '/api/user/me', {
          body: { customer: { firstname: 'Eve', lastname: 'Hacker', email: 'owner@example.fr' } },
        })
      ).status,
    ).toBe(401);
  });

  it('another customer’s address id is refused and changes nothing on either side', async () => {
    const answer = await shop.call('POST', '/api/user/me', {
      token: other.token,
      body: {
        customer: {
          firstname: 'Eve',
          lastname: 'Autre',
          email: 'other@example.fr',
          addresses: [{ ...frenchAddress, id: ownerAddressId, city: 'Détournée' }],
        },
      },
    });
    expect(answer.status).toBe(403);
    const address = await shop.db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('id', '=', ownerAddressId)
      .executeTakeFirstOrThrow();
    expect(address).toMatchObject({ customer_id: owner.id, city: 'Lyon' });
    const profile = (await shop.call('GET', '/api/user/me', { token: other.token })).body.result as {
      firstname: string;
    };
    expect(profile.firstname).toBe('Léa');
  });

  it('newsletter status and unsubscription are only for one’s own address', async () => {
    await shop.call('POST', '/api/ext/newsletter/subscribe', { body: { customerEmail: 'owner@example.fr' } });
    expect(
      (
        await shop.call('GET', '/api/ext/newsletter/subscribe', {
          query: { email: 'owner@example.fr' },
          token: other.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await shop.call('GET', '/api/ext/newsletter/subscribe', { query: { email: 'owner@example.fr' } })).status,
    ).toBe(401);
    expect(
      (
        await shop.call('DELETE', '/api/ext/newsletter/subscribe', {
          body: { email: 'owner@example.fr' },
          token: other.token,
        })
      ).status,
    ).toBe(403);
    // Knowing the address is not enough (issue 19): without the customer's session, only the mail's signed link.
    const anonymous = await shop.call('DELETE', '/api/ext/newsletter/subscribe', {
      body: { email: 'owner@example.fr' },
    });
    expect([anonymous.status, anonymous.body.result]).toEqual([
      401,
      expect.objectContaining({ code: 'TOKEN_REQUIRED' }),
    ]);
    const status = await shop.call('GET', '/api/ext/newsletter/subscribe', {
      query: { email: 'owner@example.fr' },
      token: owner.token,
    });
    expect(status.body.result).toBe('subscribed');
  });

  it('logging out one customer leaves the other’s session alone', async () => {
    const third = await registerAndLogIn(shop, 'third@example.fr');
    await shop.call('POST', '/api/user/logout', { token: third.token });
    expect((await shop.call('GET', '/api/user/me', { token: owner.token })).status).toBe(200);
  });
});
