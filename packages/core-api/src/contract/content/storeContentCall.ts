import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { type StoreContentKind, storeContentSchemas } from './storeContentSchemas';

/** The kinds of per-store content served by the store content call (the slides have their own call). */
export const PUBLIC_STORE_CONTENT_KINDS = Object.keys(storeContentSchemas).filter(
  (kind): kind is Exclude<StoreContentKind, 'slides'> => kind !== 'slides',
);

/**
 * The path params of store content: the store code and the kind of content.
 *
 * @example
 * v.parse(StoreContentParamsSchema, { storeCode: 'fr', kind: 'banners' });
 */
export const StoreContentParamsSchema = v.object({
  storeCode: v.pipe(v.string(), v.regex(/^[a-z]{2,8}$/, 'must be a store code such as fr')),
  kind: v.picklist(PUBLIC_STORE_CONTENT_KINDS),
});

/**
 * Store content — `GET /api/content/{storeCode}/{kind}` (public, cacheable): the document of a kind,
 * whose schema is `storeContentSchemas[kind]` (the answer depends on the kind, so the client validates
 * it with that schema).
 *
 * @example
 * const { mainBanners } = await client.content.store('fr', 'banners');
 */
export const storeContentCall = defineCall({
  name: 'content.store',
  method: 'GET',
  path: '/api/content/:storeCode/:kind',
  auth: 'none',
  cart: false,
  params: StoreContentParamsSchema,
  result: v.unknown(),
});
