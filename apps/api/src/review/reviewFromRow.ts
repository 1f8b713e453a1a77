import type { Review } from '@citerne/core-api/contract';
import type { Selectable } from 'kysely';
import type { ReviewTable } from '../commerce/commerceTables';

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
    customer_id: row.customer_id,
    created_at: row.created_at.toISOString(),
    ratings: [{ value: row.rating, percent: row.rating * 20 }],
  };
}
