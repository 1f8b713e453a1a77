import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createApi, EmbeddedSearchBackend, loadSeed, migrate, openDatabase } from '@citerne/api';
import { type CartSync, createApiCartBackend, createCartSync, type StorageLike } from '@citerne/cart-sync';
import { type ApiClient, createApiClient } from '@citerne/core-api';
import { type Product, ProductSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

const BASE_URL = 'http://shop.test';

/** The seed catalogue's product documents, validated with the contract (what the storefront would load). */
export function seedProducts(): Map<string, Product> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@citerne/api/package.json'));
  const raw: unknown = JSON.parse(readFileSync(join(root, 'seed', 'catalog', 'products.json'), 'utf8'));
  const list = v.parse(v.array(ProductSchema), Array.isArray(raw) ? raw : (raw as { items: unknown }).items);
  return new Map(list.map((product) => [product.sku, product]));
}

function memoryStorage(): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/**
 * The real shop API (apps/api) in this process: one in-memory PGlite database, migrated and seeded,
 * reached through `api.fetch` — a fetch adapter, no network. Open it once per test file.
 */
export async function openRealShop() {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await migrate(database);
  await loadSeed(database);
  const api = createApi({ database, catalog: { search: EmbeddedSearchBackend.open(database) } });
  const apiFetch: typeof globalThis.fetch = async (input, init) => api.fetch(new Request(input, init));
  return {
    api,
    fetch: apiFetch,
    /** A client of another device (always online), optionally logged in as the same customer. */
    otherDevice(getToken: () => string | null = () => null): ApiClient {
      return createApiClient({ baseUrl: BASE_URL, fetch: apiFetch, getToken });
    },
    /** One shopper's browser: its own storage, session, online switch and cart engine over the real client. */
    browser() {
      const session: { token: string | null } = { token: null };
      const network = { online: true };
      const storage = memoryStorage();
      const events = new EventTarget();
      const browserFetch: typeof globalThis.fetch = async (input, init) => {
        if (!network.online) throw new TypeError('fetch failed');
        return apiFetch(input, init);
      };
      const client = createApiClient({ baseUrl: BASE_URL, fetch: browserFetch, getToken: () => session.token });
      const guestClient = createApiClient({ baseUrl: BASE_URL, fetch: browserFetch });
      const open = (): CartSync =>
        createCartSync({
          backend: createApiCartBackend({ client, guestClient }),
          storage,
          isOnline: () => network.online,
          eventTarget: events,
        });
      let cart = open();
      return {
        session,
        storage,
        client,
        get cart() {
          return cart;
        },
        reload() {
          cart.dispose();
          cart = open();
          return cart;
        },
        setOnline(online: boolean) {
          network.online = online;
          if (online) events.dispatchEvent(new Event('online'));
        },
      };
    },
    close: () => database.close(),
  };
}
