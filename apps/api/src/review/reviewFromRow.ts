import type { Review } from '@citerne/core-api/contract';
import type { Selectable } from 'kysely';
import type { ReviewTable } from '../db/schema';

/** An approved review row in the contract's `Review` shape (SPEC §3 Review; ratings out of 5). */
export function reviewFromRow(row: Selectable<ReviewTable>): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    title: row.title,
    detail: row.detail,
    nickname: row.nickname,
    review_entity: 'product',
    review_status: 1,
    // The customer id stays private: the public list says only whether the purchase is verified.
    created_at: row.created_at.toISOString(),
    verified_purchase: row.verified_purchase,
    experience_date: row.experience_date ? new Date(row.experience_date).toISOString() : null,
    ratings: [{ value: row.rating, percent: row.rating * 20 }],
  };
}
