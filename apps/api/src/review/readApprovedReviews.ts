import type { Review } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { reviewFromRow } from './reviewFromRow';

/**
 * The reviews source of the search index (`SearchSources.reviews`): approved reviews in the contract's
 * `Review` shape (pending and rejected ones are never served).
 * @example
 * const search = await SearchBackend.open(database, { reviews: readApprovedReviews(database.db) });
 */
export function readApprovedReviews(db: Kysely<Database>) {
  return async (): Promise<Review[]> => {
    const rows = await db.selectFrom('reviews').selectAll().where('status', '=', 'approved').orderBy('id').execute();
    return rows.map(reviewFromRow);
  };
}
