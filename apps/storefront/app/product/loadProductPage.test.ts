import type { ApiClient } from '@citerne/core-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultStoreView } from '../storeView/storeViews';
import { loadProductPage } from './loadProductPage.server';

/**
 * A client whose catalogue knows one product (found by the page's sku lookup) and none of the products it links
 * to; every other call fails, which the page treats as an optional part missing.
 */
function clientKnowing(product: Record<string, unknown>): ApiClient {
  let lookups = 0;
  const unavailable = () => Promise.reject(new Error('not in this test'));
  return {
    catalog: {
      search: async ({ type }: { type: string }) => {
        if (type !== 'product') return { items: [], total: 0 };
        lookups += 1;
        return { items: lookups === 1 ? [product] : [], total: lookups === 1 ? 1 : 0 };
      },
    },
    cms: { page: unavailable, block: unavailable },
    reviews: { list: unavailable, summary: unavailable },
  } as unknown as ApiClient;
}

const input = (product: Record<string, unknown>) => ({
  client: clientKnowing(product),
  sku: String(product.sku),
  childSku: null,
  categories: [],
  store: defaultStoreView,
  origin: 'https://www.example.fr',
  labels: { home: 'Accueil' },
});

const grouped = { id: 900, sku: 'PACK-VIDE', name: 'Pack vide', type_id: 'grouped', status: 1, visibility: 4 };

describe('loadProductPage, grouped products (SPEC §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a grouped product without product links is not found, with the SPEC message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadProductPage(input({ ...grouped, product_links: [] }))).resolves.toEqual({
      kind: 'not-found',
      reason: 'Product with type grouped has no product_links set!',
    });
    await expect(loadProductPage(input(grouped))).resolves.toMatchObject({ kind: 'not-found' });
  });

  it('links of other types do not count as associated products', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const related = [{ link_type: 'related', linked_product_sku: 'VANNE-50', position: 1 }];
    await expect(loadProductPage(input({ ...grouped, product_links: related }))).resolves.toEqual({
      kind: 'not-found',
      reason: 'Product with type grouped has no product_links set!',
    });
  });

  it('a grouped product whose associated products are all unavailable is not found either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const links = [{ link_type: 'associated', linked_product_sku: 'VANNE-50', position: 1, qty: 1 }];
    await expect(loadProductPage(input({ ...grouped, product_links: links }))).resolves.toEqual({
      kind: 'not-found',
      reason: 'None of the products grouped in PACK-VIDE is available',
    });
  });
});
