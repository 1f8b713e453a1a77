import { REVIEW_DISPLAY_YEARS } from '@citerne/core-api/contract';
import { sql } from 'kysely';
import type { CommerceContext } from '../../commerce/CommerceContext';
import { isStorableId } from '../../commerce/isStorableId';
import { findVerifiedPurchase } from '../../review/findVerifiedPurchase';
import { reviewFromRow } from '../../review/reviewFromRow';
import { stripHtml } from '../../review/stripHtml';
import { CommerceError } from '../CommerceError';
import type { ReviewPlatform } from '../ReviewPlatform';

/**
 * The reviews of the embedded platform: `reviews` rows moderated by the merchant, reports in `review_reports`.
 * @example
 * const reviews = embeddedReviews(context);
 */
export function embeddedReviews(context: CommerceContext): ReviewPlatform {
  const { db, settings } = context;
  const publishedSince = () => {
    const since = new Date(settings.now());
    since.setUTCFullYear(since.getUTCFullYear() - REVIEW_DISPLAY_YEARS);
    return since;
  };
  return {
    async create(review, shopper) {
      const product = isStorableId(review.product_id)
        ? await db.selectFrom('products').select(['id', 'sku']).where('id', '=', review.product_id).executeTakeFirst()
        : undefined;
      if (!product) throw new CommerceError(404, `Product ${review.product_id} does not exist.`, 'PRODUCT_NOT_FOUND');
      const text = {
        nickname: stripHtml(review.nickname),
        title: stripHtml(review.title),
        detail: stripHtml(review.detail),
      };
      const empty = Object.entries(text).find(([, value]) => value === '');
      if (empty) throw new CommerceError(400, `Invalid body: review.${empty[0]}: Field is required.`, 'INVALID_BODY');
      // Verified only from the server's own records: the token says who writes, the orders whether they bought.
      const purchased = shopper ? await findVerifiedPurchase(db, shopper.id, product) : null;
      await db
        .insertInto('reviews')
        .values({
          product_id: product.id,
          customer_id: shopper?.id ?? null,
          ...text,
          rating: review.rating,
          status: 'pending',
          verified_purchase: purchased !== null,
          experience_date: purchased,
          created_at: settings.now(),
        })
        .execute();
    },

    async list(productId, pageSize, currentPage) {
      const approved = db
        .selectFrom('reviews')
        .where('product_id', '=', productId)
        .where('status', '=', 'approved')
        .where('created_at', '>=', publishedSince());
      const rows = await approved
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      const count = await approved.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      return { items: rows.map(reviewFromRow), total: Number(count.count) };
    },

    async report({ reviewId, reason, detail }) {
      const review = await db
        .selectFrom('reviews')
        .select('id')
        .where('id', '=', reviewId)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      if (!review) throw new CommerceError(404, `Review ${reviewId} is not published.`, 'REVIEW_NOT_FOUND');
      await db
        .insertInto('review_reports')
        .values({ review_id: review.id, reason, detail: detail || null, created_at: settings.now() })
        .execute();
    },

    async approvedRatings() {
      const rows = await db
        .selectFrom('reviews')
        .select(['rating', sql<string>`count(*)`.as('count')])
        .where('status', '=', 'approved')
        .groupBy('rating')
        .execute();
      return rows.flatMap((row) => Array.from({ length: Number(row.count) }, () => row.rating));
    },

    async latest(count) {
      const rows = await db
        .selectFrom('reviews')
        .innerJoin('products', 'products.id', 'reviews.product_id')
        .select([
          'reviews.id',
          'reviews.nickname',
          'reviews.rating',
          'reviews.title',
          'reviews.detail',
          'reviews.created_at',
          'reviews.verified_purchase',
          'reviews.experience_date',
          'products.id as productId',
          'products.sku',
          'products.parent_sku',
          'products.name',
          'products.url_key',
        ])
        .where('reviews.status', '=', 'approved')
        .where('reviews.created_at', '>=', publishedSince())
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(count)
        .execute();
      return rows.map((row) => ({
        id: `shop-${row.id}`,
        author: row.nickname,
        rating: row.rating,
        title: row.title,
        text: row.detail,
        createdAt: row.created_at.toISOString(),
        verified: row.verified_purchase,
        experienceDate:
          row.verified_purchase && row.experience_date ? new Date(row.experience_date).toISOString() : null,
        product: { id: row.productId, sku: row.sku, parentSku: row.parent_sku, name: row.name, urlKey: row.url_key },
      }));
    },
  };
}
