import type { Review } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The reviews source of the search index (`SearchSources.reviews`): approved reviews in the contract's
 * `Review` shape (pending and rejected ones are never served).
 * @example
 * const search = await SearchBackend.open(database, { reviews: readApprovedReviews(database.db) });
 */
export function readApprovedReviews(db: Kysely<Database>) {
  return async (): Promise<Review[]> => {
    const rows = await db.selectFrom('reviews').selectAll().where('status', '=', 'approved').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      product_id: row.product_id,
      title: row.title,
      detail: row.detail,
      nickname: row.nickname,
      review_entity: 'product',
      review_status: 1,
      customer_id: row.customer_id,
      created_at: row.created_at.toISOString(),
      ratings: [{ value: row.rating, percent: row.rating * 20 }],
    }));
  };
}
