import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { packageRoot } from '../config/packageRoot';
import type { Database } from '../db/schema';

const SeedReviewSchema = v.strictObject({
  sku: v.pipe(v.string(), v.minLength(1)),
  nickname: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  detail: v.pipe(v.string(), v.minLength(1), v.maxLength(5000)),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});

/**
 * Loads the approved reviews of `seed/reviews/reviews.json` (products named by sku; reviews of
 * products not in the catalogue are skipped) when no seeded review is stored yet. Returns how many it
 * stored. The file is validated; an invalid file stores nothing and throws.
 * @example
 * const stored = await seedReviews(db);
 */
export async function seedReviews(
  db: Kysely<Database>,
  file = join(packageRoot, 'seed', 'reviews', 'reviews.json'),
): Promise<number> {
  const reviews = v.parse(v.array(SeedReviewSchema), JSON.parse(readFileSync(file, 'utf8')));
  const seeded = await db.selectFrom('reviews').select('id').where('source', '=', 'seed').limit(1).executeTakeFirst();
  if (seeded || reviews.length === 0) return 0;
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where(
      'sku',
      'in',
      reviews.map((review) => review.sku),
    )
    .execute();
  const ids = new Map(products.map((product) => [product.sku, product.id]));
  const rows = reviews.flatMap((review) => {
    const productId = ids.get(review.sku);
    if (productId === undefined) return [];
    return [
      {
        product_id: productId,
        customer_id: null,
        nickname: review.nickname,
        title: review.title,
        detail: review.detail,
        rating: review.rating,
        status: 'approved' as const,
        source: 'seed',
        created_at: review.created_at,
      },
    ];
  });
  if (rows.length > 0) await db.insertInto('reviews').values(rows).execute();
  return rows.length;
}
