import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { MagentoConfig } from '../../config/loadMagentoConfig';
import { refusal } from '../../testing/refusal';
import { createMagentoClient } from './createMagentoClient';

const TOKEN = 'integration-token-0123456789abcdef';
const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A Magento stand-in whose n-th request gets `answers[n]` (the last one again after), counting the requests. */
async function magentoAnswering(answers: ReadonlyArray<(response: ServerResponse) => void>) {
  const seen: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    seen.push(request);
    (answers[Math.min(seen.length, answers.length) - 1] as (response: ServerResponse) => void)(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const config: MagentoConfig = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accessToken: TOKEN,
    storeCode: 'default',
    timeoutMs: 300,
    readRetries: 2,
    customerTokenHours: 1,
  };
  const log: string[] = [];
  const waits: number[] = [];
  const client = createMagentoClient(config, {
    log: (line) => log.push(line),
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { client, seen, log, waits };
}

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};
const never = () => {};

describe('the Magento REST client', () => {
  it('sends the integration token for admin calls and no Authorization for guest calls', async () => {
    const { client, seen } = await magentoAnswering([json(200, 'masked'), json(200, { id: 1 })]);
    await client.call({ method: 'POST', path: '/V1/guest-carts', auth: 'anonymous' });
    await client.call({ method: 'GET', path: '/V1/carts/1', auth: 'admin' });
    expect(seen.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/rest/default/V1/guest-carts', undefined],
      ['/rest/default/V1/carts/1', `Bearer ${TOKEN}`],
    ]);
  });

  it('tries a read again after a gateway failure, waiting longer each time', async () => {
    const { client, seen, waits } = await magentoAnswering([json(503, {}), json(502, {}), json(200, { qty: 4 })]);
    expect(await client.call({ method: 'GET', path: '/V1/stockItems/A', auth: 'admin' })).toEqual({ qty: 4 });
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([200, 400]);
  });

  it('never sends a write again: a failed POST that may have placed an order is sent once', async () => {
    const { client, seen } = await magentoAnswering([json(503, { message: 'busy' })]);
    const refused = await refusal(
      client.call({ method: 'POST', path: '/V1/guest-carts/x/payment-information', auth: 'anonymous', body: {} }),
    );
    expect([refused.status, refused.code]).toEqual([503, 'PLATFORM_UNAVAILABLE']);
    expect(seen).toHaveLength(1);
  });

  it('gives up on a call Magento does not answer within the timeout (reads after their retries)', async () => {
    const { client, seen, log } = await magentoAnswering([never]);
    const write = await refusal(client.call({ method: 'PUT', path: '/V1/carts/mine/order', auth: 'anonymous' }));
    expect([write.status, write.code]).toEqual([503, 'PLATFORM_UNAVAILABLE']);
    expect(seen).toHaveLength(1);
    const read = await refusal(client.call({ method: 'GET', path: '/V1/orders/1', auth: 'admin' }));
    expect(read.code).toBe('PLATFORM_UNAVAILABLE');
    expect(seen).toHaveLength(4);
    expect(log).toEqual([
      'Magento PUT /V1/carts/mine/order: no answer in 300 ms',
      'Magento GET /V1/orders/1: no answer in 300 ms (3 tries)',
    ]);
  });

  it("maps Magento's known refusals to the shop's SPEC §8 refusals", async () => {
    const { client } = await magentoAnswering([
      json(404, { message: "The coupon code isn't valid. Verify the code and try again." }),
      json(400, { message: 'The most you may purchase is %1.', parameters: ['5'] }),
      json(401, { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } }),
    ]);
    const coupon = await refusal(client.call({ method: 'PUT', path: '/V1/carts/mine/coupons/X', auth: 'anonymous' }));
    expect([coupon.status, coupon.code, coupon.message]).toEqual([400, 'COUPON_INVALID', 'Incorrect coupon code']);
    const qty = await refusal(client.call({ method: 'POST', path: '/V1/carts/mine/items', auth: 'anonymous' }));
    expect([qty.status, qty.code, qty.message]).toEqual([400, 'QTY_TOO_HIGH', 'Only 5 of this type available']);
    const expired = await refusal(
      client.call({ method: 'GET', path: '/V1/customers/me', auth: { customerToken: 'customer-token' } }),
    );
    expect([expired.status, expired.code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it("answers an unknown Magento error with a 502 that never repeats Magento's message or the token", async () => {
    const secret = `SQLSTATE[42S02] table sales_order missing; Bearer ${TOKEN}`;
    const { client, log } = await magentoAnswering([json(500, { message: secret }), json(401, { message: 'x' })]);
    const refused = await refusal(client.call({ method: 'POST', path: '/V1/customers', auth: 'anonymous', body: {} }));
    expect([refused.status, refused.code]).toEqual([502, 'PLATFORM_ERROR']);
    expect(refused.message).toBe('Something went wrong. Try again in a few seconds.');
    expect(JSON.stringify({ ...refused, message: refused.message })).not.toContain('SQLSTATE');
    const admin = await refusal(client.call({ method: 'GET', path: '/V1/orders/1', auth: 'admin' }));
    expect(admin.status).toBe(502);
    expect(log[1]).toBe(
      'Magento GET /V1/orders/1: 401, Magento refused the integration token (check MAGENTO_ACCESS_TOKEN and its resources)',
    );
    expect(JSON.stringify(admin)).not.toContain(TOKEN);
  });
});
