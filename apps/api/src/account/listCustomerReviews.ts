import type { CustomerReview } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * `user/reviews`: the reviews a customer wrote, newest first, whatever their moderation status, each with
 * its product's sku, name and `url_path` (a product since removed from the catalogue keeps its review,
 * with an empty sku and name and no link).
 * @example
 * const reviews = await listCustomerReviews(db, customer.id);
 */
export async function listCustomerReviews(db: Kysely<Database>, customerId: number): Promise<CustomerReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .leftJoin('products', 'products.id', 'reviews.product_id')
    .select([
      'reviews.id',
      'reviews.product_id',
      'products.sku',
      'products.name',
      'products.url_path',
      'reviews.title',
      'reviews.detail',
      'reviews.rating',
      'reviews.nickname',
      'reviews.status',
      'reviews.created_at',
    ])
    .where('reviews.customer_id', '=', customerId)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    sku: row.sku ?? '',
    productName: row.name ?? '',
    productUrlPath: row.url_path ?? null,
    title: row.title,
    detail: row.detail,
    rating: row.rating,
    nickname: row.nickname,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  }));
}
