import { ProductRenderInfoSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../http/createApi';
import { searchBackendFor } from '../search/searchBackends';
import { testBackends } from '../testing/testDatabases';
import { seededCatalogApi } from './testing/seededCatalogApi';

describe.each(testBackends)('GET /api/products/render-list on %s', (backend) => {
  let shop: Awaited<ReturnType<typeof seededCatalogApi>>;
  beforeAll(async () => {
    shop = await seededCatalogApi(backend, {
      verifyUserToken: async (token) => (token === 'pro-token' ? { groupId: 2 } : null),
    });
  });
  afterAll(() => shop.database.close());

  const list = (query: string, headers: Record<string, string> = {}) =>
    shop.json(`/api/products/render-list?${query}`, { headers });

  it('gives guest prices, excl. tax and incl. tax, in the contract shape; unknown skus are left out', async () => {
    const { status, body, headers } = await list('skus=CS-RI-120,VA-PVC-50,NOPE&currencyCode=EUR&storeId=1');
    expect(status).toBe(200);
    const items = v.parse(v.array(ProductRenderInfoSchema), body.result.items);
    expect(items.map((item) => item.sku)).toEqual(['CS-RI-120', 'VA-PVC-50']);
    const valve = items[1];
    expect(valve?.price_info.extension_attributes?.tax_adjustments?.final_price).toBe(29.9);
    expect(valve?.price_info.final_price).toBeCloseTo(24.92, 2);
    expect(headers.get('ETag')).toBeTruthy();
    expect(headers.get('Cache-Control')).toMatch(/^public/);
  });

  it('applies the tier prices of the group of a verified user token (Bearer header)', async () => {
    const guest = (await list('skus=CS-RI-120&currencyCode=EUR&storeId=1')).body.result.items[0];
    const pro = await list('skus=CS-RI-120&currencyCode=EUR&storeId=1', { Authorization: 'Bearer pro-token' });
    const proItem = pro.body.result.items[0];
    expect(proItem.price_info.final_price).toBeLessThan(guest.price_info.final_price);
    expect(pro.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('never takes the group from a group id sent by the client', async () => {
    const guest = (await list('skus=CS-RI-120&currencyCode=EUR&storeId=1')).body.result.items[0];
    const claimed = (await list('skus=CS-RI-120&currencyCode=EUR&storeId=1&userGroupId=2')).body.result.items[0];
    expect(claimed.price_info.final_price).toBe(guest.price_info.final_price);
  });

  it('without a verifier given, the platform verifies the token: one it never issued is refused, none is a guest', async () => {
    const plain = createApi({ database: shop.database, catalog: { search: () => searchBackendFor(shop.database) } });
    const path = '/api/product/render-list?skus=CS-RI-120&currencyCode=EUR&storeId=1';
    const forged = await plain.request(path, { headers: { Authorization: 'Bearer pro-token' } });
    expect(forged.status).toBe(401);
    const response = await plain.request(path);
    const guest = (await list('skus=CS-RI-120&currencyCode=EUR&storeId=1')).body.result.items[0];
    expect(
      ((await response.json()) as { result: { items: { price_info: unknown }[] } }).result.items[0]?.price_info,
    ).toEqual(guest.price_info);
  });

  it.each([
    ['currencyCode=EUR&storeId=1', 400, 'Invalid render-list query: skus: '],
    ['skus=CS-RI-120&storeId=1', 400, 'Invalid render-list query: currencyCode: '],
    ['skus=CS-RI-120&currencyCode=USD&storeId=1', 400, 'Invalid render-list query: currency USD is not sold; use EUR'],
    ['skus=CS-RI-120&currencyCode=EUR&storeId=abc', 400, 'Invalid render-list query: storeId: '],
    [
      `skus=${Array.from({ length: 51 }, (_, i) => `SKU${i}`).join(',')}&currencyCode=EUR&storeId=1`,
      400,
      'Invalid render-list query: skus: At most 50 entries.',
    ],
  ])('refuses %s', async (query, status, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(status);
    expect(String(answer.body.result).startsWith(message)).toBe(true);
  });

  it('refuses an invalid user token with a 401', async () => {
    const { status, body } = await list('skus=CS-RI-120&currencyCode=EUR&storeId=1', {
      Authorization: 'Bearer forged',
    });
    expect(status).toBe(401);
    expect(body.result).toBe('The user token is invalid or expired.');
  });
});
