import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ListProductsOptions {
  size: number;
  from: number;
  sort: 'created_at:desc' | 'name:asc';
}

/**
 * Products a visitor may see (SPEC §5: visibility 2, 3 or 4 and status 1), as documents.
 * The home page reads the newest eight (SPEC §7 "Homepage new products").
 */
export async function listProducts(db: Kysely<Database>, options: ListProductsOptions) {
  const [column, direction] =
    options.sort === 'created_at:desc' ? (['created_at', 'desc'] as const) : (['name', 'asc'] as const);
  const visible = db.selectFrom('products').where('status', '=', 1).where('visibility', 'in', [2, 3, 4]);
  const [rows, total] = await Promise.all([
    visible.select('doc').orderBy(column, direction).orderBy('id').limit(options.size).offset(options.from).execute(),
    visible.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => row.doc), total: Number(total.count) };
}
