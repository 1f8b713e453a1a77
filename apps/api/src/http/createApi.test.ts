import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { searchBackendFor } from '../search/searchBackends';
import { openSeededTestDatabase, testBackends } from '../testing/testDatabases';
import { createApi } from './createApi';

describe.each(testBackends)('API on %s', (backend) => {
  let database: OpenDatabase;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    database = await openSeededTestDatabase(backend);
    api = createApi({ database, version: '1.2.3', catalog: { search: () => searchBackendFor(database) } });
  });
  afterAll(() => database.close());

  it('answers the health check in the envelope', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, result: { status: 'ok', version: '1.2.3', database: backend } });
  });

  it('lists the newest visible products first for the home page', async () => {
    const response = await api.request('/api/catalog?size=3&sort=created_at:desc');
    const body = await response.json();
    expect(body.code).toBe(200);
    expect(body.result.items).toHaveLength(3);
    const dates = body.result.items.map((item: { created_at: string }) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.result.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses a malformed query with a 400 and a readable message', async () => {
    const response = await api.request('/api/catalog?size=abc');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe(400);
    expect(body.result).toMatch(/size/);
  });

  it('answers an unknown endpoint with a 404 in the envelope', async () => {
    const response = await api.request('/api/nope');
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe(404);
  });
});

describe('paths outside the API', () => {
  it('answer a plain 404 (the shop server routes them elsewhere)', async () => {
    const { openDatabase } = await import('../db/openDatabase');
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    const catalog = { search: () => searchBackendFor(database) };
    const response = await createApi({ database, catalog }).request('/produits/page-inconnue');
    expect(response.status).toBe(404);
    await database.close();
  });
});
