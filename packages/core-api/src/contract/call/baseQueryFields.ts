import * as v from 'valibot';
import { TokenSchema } from '../field/token';

/**
 * Query params every call accepts: the user `token` (when not sent in the Bearer header, SPEC §6)
 * and the `storeCode` (multistore mode, SPEC §7).
 *
 * @example
 * const ProductQuery = v.object({ ...baseQueryFields, sku: SkuSchema });
 */
export const baseQueryFields = {
  token: v.optional(TokenSchema),
  storeCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9_-]{1,32}$/i, 'Unknown store code.'))),
} as const;
