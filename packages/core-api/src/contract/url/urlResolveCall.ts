import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { UrlMapRequestSchema } from './urlMapCall';
import { UrlMappingSchema } from './urlMapping';

/**
 * The query of the URL lookup by GET: the path only.
 *
 * @example
 * v.parse(UrlResolveQuerySchema, { url: '/citernes-souples.html' });
 */
export const UrlResolveQuerySchema = v.object({ ...baseQueryFields, url: UrlMapRequestSchema.entries.url });

/** The query of the URL lookup by GET. */
export type UrlResolveQuery = v.InferInput<typeof UrlResolveQuerySchema>;

/**
 * URL lookup — `GET /api/url?url=` (SPEC §7 "/api/url"): the cacheable form of {@link urlMapCall}
 * without field selection.
 *
 * @example
 * const mapping = await client.url.resolve('/citernes-souples.html'); // null when unknown
 */
export const urlResolveCall = defineCall({
  name: 'url.resolve',
  method: 'GET',
  path: '/api/url',
  auth: 'none',
  cart: false,
  query: UrlResolveQuerySchema,
  result: UrlMappingSchema,
});
