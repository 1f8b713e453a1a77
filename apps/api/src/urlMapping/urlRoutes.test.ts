import { UrlMappingSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededCatalogApi } from '../catalog/testing/seededCatalogApi';
import { testBackends } from '../testing/testDatabases';

describe.each(testBackends)('URL mapping on %s', (backend) => {
  let shop: Awaited<ReturnType<typeof seededCatalogApi>>;
  const map = (body: unknown, headers: Record<string, string> = {}) =>
    shop.json('/api/url/map', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    shop = await seededCatalogApi(backend, {
      verifyUserToken: async (token) => (token === 'pro-token' ? { groupId: 2 } : null),
    });
  });
  afterAll(() => shop.database.close());

  it('maps a category url path, with or without store prefix and .html', async () => {
    for (const url of [
      '/citernes-souples/reserve-incendie',
      '/de/citernes-souples/reserve-incendie',
      '/citernes-souples/reserve-incendie.html',
    ]) {
      const { status, body } = await map({ url });
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ _type: 'category', _id: '13', _source: { name: 'Réserve incendie' } });
    }
  });

  it('maps a product url path to the product, in the contract shape', async () => {
    const { body } = await map({ url: '/citernes-souples/eau-de-pluie/citerne-souple-eau-de-pluie-10-m3' });
    const mapping = v.parse(UrlMappingSchema, body.result);
    expect(mapping._type).toBe('product');
    expect(mapping._source.sku).toBe('CS-EP-10');
  });

  it('maps the route shapes /p/{sku}/{slug}, /c/{slug} and /i/{slug}', async () => {
    expect((await map({ url: '/p/CS-RI-120/citerne-souple-reserve-incendie-120-m3' })).body.result._source.sku).toBe(
      'CS-RI-120',
    );
    expect((await map({ url: '/c/baches' })).body.result._type).toBe('category');
    expect((await map({ url: '/i/mentions-legales' })).body.result).toMatchObject({
      _type: 'cms_page',
      _source: { identifier: 'mentions-legales' },
    });
    expect((await map({ url: '/delivery' })).body.result._source.identifier).toBe('delivery');
  });

  it('pre-selects a configurable child with filters.sku and keeps only the fields asked for', async () => {
    const { body } = await map({
      url: '/p/CS-EP-10/citerne',
      filters: { sku: 'CS-EP-10-NOIR' },
      includeFields: ['sku', 'selectedVariant.sku', 'price_incl_tax'],
    });
    expect(body.result._source).toEqual({
      sku: 'CS-EP-10',
      selectedVariant: { sku: 'CS-EP-10-NOIR' },
      price_incl_tax: expect.any(Number),
    });
  });

  it('prices for the group of a verified token, never for a group id sent by the client', async () => {
    const guest = (await map({ url: '/p/CS-RI-120/x', groupId: 2 })).body.result._source;
    const pro = (await map({ url: '/p/CS-RI-120/x', groupToken: 'pro-token' })).body.result._source;
    expect(pro.price_incl_tax).toBeLessThan(guest.price_incl_tax);
    expect(guest.price_incl_tax).toBe(guest.original_price_incl_tax);
  });

  it('refuses an invalid group token with a 401', async () => {
    const { status, body } = await map({ url: '/c/baches', groupToken: 'forged' });
    expect(status).toBe(401);
    expect(body.result).toBe('The user token is invalid or expired.');
  });

  it('answers 404 for an unknown URL and for a disabled product', async () => {
    const unknown = await map({ url: '/nulle-part' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe('No URL mapping for /nulle-part');
    expect((await map({ url: '/p/CS-EP-25-OLD/ancienne' })).status).toBe(404);
  });

  it('refuses a body that is not JSON or not a mapping request', async () => {
    const notJson = await shop.json('/api/url/map', { method: 'POST', body: 'url=/c/baches' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.result).toBe('Invalid URL mapping request: the body must be JSON');
    const noUrl = await map({ includeFields: ['sku'] });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.result).toMatch(/^Invalid URL mapping request: url: /);
    const withQuery = await map({ url: '/c/baches?x=1' });
    expect(withQuery.body.result).toMatch(/Must be a path without query or hash/);
  });

  it('GET /api/url resolves the same, cacheably', async () => {
    const response = await shop.api.request('/api/url?url=/c/ombrage');
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBeTruthy();
    expect(((await response.json()) as { result: { _source: { name: string } } }).result._source.name).toBe('Ombrage');
    expect((await shop.json('/api/url')).status).toBe(400);
  });
});
