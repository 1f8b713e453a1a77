import type { ApiClient } from '@citerne/core-api';
import { defineCall } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { type StoreContent, type StoreContentKind, storeContentSchemas } from './storeContentSchemas';

// Not yet in the contract of @citerne/core-api (the API marks it TODO(contract)).
const storeContentCall = defineCall({
  name: 'content.store',
  method: 'GET',
  path: '/api/content/:storeCode/:kind',
  auth: 'none',
  cart: false,
  params: v.object({
    storeCode: v.pipe(v.string(), v.regex(/^[a-z]{2,8}$/)),
    kind: v.picklist(['banners', 'head-images', 'instagram', 'default-content', 'homepage']),
  }),
  result: v.unknown(),
});

/** Thrown when per-store content does not have the shape the storefront reads. */
export class StoreContentError extends Error {
  override name = 'StoreContentError';
}

/**
 * Per-store content (SPEC §7 "Banners, Instagram images and default content load from local per-store JSON
 * files"), validated with the schema of its kind.
 *
 * @example
 * const { mainBanners } = await fetchStoreContent(client, 'fr', 'banners');
 */
export async function fetchStoreContent<K extends Exclude<StoreContentKind, 'slides'>>(
  client: ApiClient,
  storeCode: string,
  kind: K,
): Promise<StoreContent<K>> {
  const { result } = await client.call(storeContentCall, { params: { storeCode, kind } });
  const parsed = v.safeParse(storeContentSchemas[kind], result);
  if (!parsed.success) throw new StoreContentError(`Store content ${kind}: ${v.summarize(parsed.issues)}`);
  return parsed.output as StoreContent<K>;
}
