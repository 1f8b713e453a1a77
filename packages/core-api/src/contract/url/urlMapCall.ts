import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { SkuSchema } from '../field/sku';
import { TokenSchema } from '../field/token';
import { trimmedText } from '../field/trimmedText';
import { UrlMappingSchema } from './urlMapping';

const fieldList = v.optional(
  v.pipe(
    v.array(v.pipe(trimmedText(100), v.regex(/^[\w.*]+$/, 'Must be a field name.'))),
    v.maxLength(200, 'Too many fields.'),
  ),
);

/**
 * The body of URL mapping (SPEC §7): the path to resolve (no scheme or host), fields to include or
 * exclude, options, an optional sku filter (a configurable child) and the user's price group.
 *
 * @example
 * v.parse(UrlMapRequestSchema, { url: '/citernes-souples/citerne-10m3.html', includeFields: ['sku', 'name'] });
 */
export const UrlMapRequestSchema = v.object({
  url: v.pipe(trimmedText(2048), v.regex(/^[^\s?#]+$/, 'Must be a path without query or hash.')),
  includeFields: fieldList,
  excludeFields: fieldList,
  options: v.optional(
    v.pipe(v.record(trimmedText(64), v.union([trimmedText(256, 0), v.number(), v.boolean()])), v.maxEntries(20)),
  ),
  filters: v.optional(v.object({ sku: v.optional(SkuSchema) })),
  groupId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  groupToken: v.optional(v.nullable(TokenSchema)),
});

/** The body of URL mapping. */
export type UrlMapRequest = v.InferInput<typeof UrlMapRequestSchema>;

/**
 * URL mapping — `POST /api/url/map` (SPEC §7). Answers the mapping; an unknown URL answers 404, which
 * the client turns into `null`.
 *
 * @example
 * const mapping = await client.url.map({ url: '/citernes-souples.html' }); // null when unknown
 */
export const urlMapCall = defineCall({
  name: 'url.map',
  method: 'POST',
  path: '/api/url/map',
  auth: 'optional',
  cart: false,
  query: TokenQuerySchema,
  body: UrlMapRequestSchema,
  result: UrlMappingSchema,
});
