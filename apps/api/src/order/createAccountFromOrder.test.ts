import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

interface Placed {
  orderNumber: string;
  accessKey: string;
}

describe.each(testBackends)('an account from a guest order on %s', (backend) => {
  let shop: CommerceTestShop;
  let sequence = 0;
  const placeAsGuest = async (email: string) => {
    sequence += 1;
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 1 }]);
    const body = orderBody(cartId, [{ sku: 'T-VALVE', qty: 1 }], { orderId: `o-account-${sequence}-${Date.now()}` });
    body.addressInformation.billingAddress = { ...body.addressInformation.billingAddress, email };
    const answer = await shop.call('POST', '/api/order', { body });
    expect(answer.status).toBe(200);
    return answer.body.result as Placed;
  };
  const createAccount = (placed: Placed, key: string | undefined, password = 'motdepasse-solide') =>
    shop.call('POST', `/api/order/${placed.orderNumber}/account`, {
      ...(key === undefined ? {} : { query: { key } }),
      body: { password },
    });

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('the order’s key makes an account with its e-mail, names and address; the order is then the customer’s', async () => {
    const placed = await placeAsGuest('invitee@example.fr');
    const answer = await createAccount(placed, placed.accessKey);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      email: 'invitee@example.fr',
      firstname: 'Léa',
      lastname: 'Martin',
      addresses: [expect.objectContaining({ city: expect.any(String), default_shipping: true })],
    });
    const login = await shop.call('POST', '/api/user/login', {
      body: { username: 'invitee@example.fr', password: 'motdepasse-solide' },
    });
    expect(login.status).toBe(200);
    const token = String(login.body.result);
    const history = await shop.call('GET', '/api/user/order-history', { token });
    expect((history.body.result as { items: { increment_id: string }[] }).items.map((o) => o.increment_id)).toEqual([
      placed.orderNumber,
    ]);
  });

  it('without the key, or with a wrong one, the order is not found and no account is made', async () => {
    const placed = await placeAsGuest('nokey@example.fr');
    expect((await createAccount(placed, undefined)).status).toBe(404);
    expect((await createAccount(placed, 'not-the-key')).status).toBe(404);
    const login = await shop.call('POST', '/api/user/login', {
      body: { username: 'nokey@example.fr', password: 'motdepasse-solide' },
    });
    expect(login.status).toBe(401);
  });

  it('an e-mail that already has an account, or an order already in one, is refused and nothing changes', async () => {
    await registerAndLogIn(shop, 'taken@example.fr');
    const placed = await placeAsGuest('taken@example.fr');
    const taken = await createAccount(placed, placed.accessKey);
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain('A customer with the same email address already exists');

    const other = await placeAsGuest('twice@example.fr');
    expect((await createAccount(other, other.accessKey)).status).toBe(200);
    expect((await createAccount(other, other.accessKey)).status).toBe(409);
  });

  it('a password under 8 characters is refused before anything is made', async () => {
    const placed = await placeAsGuest('short@example.fr');
    expect((await createAccount(placed, placed.accessKey, 'court')).status).toBe(400);
    expect((await createAccount(placed, placed.accessKey)).status).toBe(200);
  });
});
