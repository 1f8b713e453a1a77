import { OrderSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

describe.each(testBackends)('the order of a deleted account on %s', (backend) => {
  let shop: CommerceTestShop;
  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('still opens with its access key, as the contract reads an order: names and street erased, city kept', async () => {
    const email = 'gone@example.fr';
    const password = 'citerne-2025';
    const { token } = await registerAndLogIn(shop, email, password);
    const cartId = await cartWith(shop, token, [{ sku: 'T-VALVE', qty: 1 }]);
    const placed = await shop.call('POST', '/api/order', {
      token,
      body: orderBody(cartId, [{ sku: 'T-VALVE', qty: 1 }], { payment: 'cashondelivery' }),
    });
    const { orderNumber, accessKey } = placed.body.result as { orderNumber: string; accessKey: string };
    expect((await shop.call('POST', '/api/user/delete', { token, body: { password } })).status).toBe(200);

    const answer = await shop.call('GET', `/api/order/${orderNumber}`, { query: { key: accessKey } });
    expect(answer.status).toBe(200);
    const order = v.parse(OrderSchema, answer.body.result);
    expect(order.billing_address).toMatchObject({ firstname: '', lastname: '', street: [], city: 'Lyon' });
    expect(order.customer_email).toBe(`anonymised-${orderNumber}@invalid`);
  });
});
