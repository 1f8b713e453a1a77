import { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiEnv } from '../http/apiEnv';
import { respond } from '../http/envelope';
import { parseQuery } from '../http/validation';
import { listProducts } from './listProducts';

const integerParam = (min: number, max: number, fallback: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^-?\d+$/, 'must be an integer'), v.transform(Number), v.minValue(min), v.maxValue(max)),
    fallback,
  );

const catalogQuerySchema = v.strictObject({
  type: v.optional(v.literal('product'), 'product'),
  size: integerParam(1, 100, '50'),
  from: integerParam(0, 100_000, '0'),
  sort: v.optional(v.picklist(['created_at:desc', 'name:asc']), 'created_at:desc'),
});

/** `GET /api/catalog`: catalogue reads (SPEC §7 "Catalogue search"). */
export function catalogRoutes() {
  return new Hono<ApiEnv>().get('/', async (c) => {
    const query = parseQuery(c, catalogQuerySchema);
    if (!query.ok) return query.response;
    const { size, from, sort } = query.value;
    const { items, total } = await listProducts(c.var.database.db, { size, from, sort });
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return respond(c, 200, { items, total, start: from, perPage: size, aggregations: {}, suggestions: {} });
  });
}
