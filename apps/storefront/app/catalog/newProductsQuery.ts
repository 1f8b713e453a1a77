import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { productSummarySchema } from './productSummarySchema';

const catalogResponseSchema = v.object({
  code: v.literal(200),
  result: v.object({ items: v.array(productSummarySchema), total: v.number() }),
});

/** Thrown when the API answers something the storefront cannot read. */
export class CatalogResponseError extends Error {
  override name = 'CatalogResponseError';
}

/**
 * The home page's new products: size 8, newest first (SPEC §7 "Homepage new
 * products"). The same query key on server and client, so the dehydrated
 * result is reused on hydration without a second fetch.
 */
export function newProductsQuery(fetchFn: typeof fetch) {
  return queryOptions({
    queryKey: ['catalog', 'new-products'] as const,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const response = await fetchFn('/api/catalog?size=8&sort=created_at:desc', { signal });
      const parsed = v.safeParse(catalogResponseSchema, await response.json());
      if (!parsed.success) throw new CatalogResponseError(`Unexpected catalogue answer: ${parsed.issues[0].message}`);
      return parsed.output.result.items;
    },
  });
}
