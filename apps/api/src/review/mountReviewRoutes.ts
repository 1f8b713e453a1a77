import {
  REVIEW_DISPLAY_YEARS,
  reviewCreateCall,
  reviewListCall,
  reviewReportCall,
  reviewSummaryCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type * as v from 'valibot';
import type { CommerceContext } from '../commerce/CommerceContext';
import { isStorableId } from '../commerce/isStorableId';
import { authenticate } from '../customer/authenticate';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { readClientAddress } from '../http/readClientAddress';
import { CommerceError } from '../platform/CommerceError';
import { fetchReviewService } from './fetchReviewService';
import { findVerifiedPurchase } from './findVerifiedPurchase';
import { reviewFromRow } from './reviewFromRow';
import { stripHtml } from './stripHtml';
import { summarizeReviews } from './summarizeReviews';

const SUMMARY_TTL_MS = 10 * 60 * 1000;

/**
 * Mounts the review calls: `POST /api/review/create` (SPEC §7; stored pending moderation, HTML
 * stripped, marked as a verified purchase when the customer ordered the product), `GET /api/review/list?product_id=`
 * (approved reviews of the last {@link REVIEW_DISPLAY_YEARS} years), `POST /api/review/report` (to the moderator) and `GET /api/ext/reviews/summary`
 * (`totalReviews`, `averageRating`, `stars`: from the third-party service when its key is configured on
 * the server, else from the shop's approved reviews).
 * @example
 * mountReviewRoutes(app, context);
 */
export function mountReviewRoutes(app: Hono<ApiEnv>, context: CommerceContext, fetcher: typeof fetch = fetch): void {
  const { db, settings } = context;
  let cached: { at: number; summary: v.InferOutput<typeof reviewSummaryCall.result> } | null = null;

  mountCall(app, reviewCreateCall, async ({ body, token }) => {
    const customer = await authenticate(context, token);
    const { review } = body;
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
    const purchased = customer ? await findVerifiedPurchase(db, customer.id, product) : null;
    await db
      .insertInto('reviews')
      .values({
        product_id: product.id,
        customer_id: customer?.id ?? null,
        ...text,
        rating: review.rating,
        status: 'pending',
        verified_purchase: purchased !== null,
        experience_date: purchased,
        created_at: settings.now(),
      })
      .execute();
    return { result: true };
  });

  mountCall(app, reviewListCall, async ({ query }) => {
    const publishedSince = new Date(settings.now());
    publishedSince.setUTCFullYear(publishedSince.getUTCFullYear() - REVIEW_DISPLAY_YEARS);
    const approved = db
      .selectFrom('reviews')
      .where('product_id', '=', query.product_id)
      .where('status', '=', 'approved')
      .where('created_at', '>=', publishedSince);
    const rows = await approved
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize)
      .execute();
    const count = await approved.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    return {
      result: {
        items: rows.map(reviewFromRow),
        total: Number(count.count),
      },
    };
  });

  // A report goes to the moderator; anonymous, so limited per client address (the contact form's limits).
  mountCall(app, reviewReportCall, async ({ c, body }) => {
    const now = settings.now();
    const address = readClientAddress(c, settings.trustProxy);
    if (context.reportLimiter.check('review-report', address, now.getTime())) {
      throw new CommerceError(429, 'Too many reports sent. Please try again later.', 'TOO_MANY_ATTEMPTS');
    }
    context.reportLimiter.record('review-report', address, now.getTime());
    const review = await db
      .selectFrom('reviews')
      .select('id')
      .where('id', '=', body.reviewId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (!review) throw new CommerceError(404, `Review ${body.reviewId} is not published.`, 'REVIEW_NOT_FOUND');
    await db
      .insertInto('review_reports')
      .values({ review_id: review.id, reason: body.reason, detail: body.detail || null, created_at: now })
      .execute();
    return { result: true as const };
  });

  // Only the third-party answer is cached (it is rate-limited and slow); the shop's own summary is one query.
  mountCall(app, reviewSummaryCall, async () => {
    const now = settings.now().getTime();
    if (cached && now - cached.at < SUMMARY_TTL_MS) return { result: cached.summary };
    const remote = await fetchReviewService(settings.reviewService, fetcher);
    if (remote) {
      cached = { at: now, summary: { ...remote, source: 'review-service' as const } };
      return { result: cached.summary };
    }
    const rows = await db
      .selectFrom('reviews')
      .select(['rating', sql<string>`count(*)`.as('count')])
      .where('status', '=', 'approved')
      .groupBy('rating')
      .execute();
    const ratings = rows.flatMap((row) => Array.from({ length: Number(row.count) }, () => row.rating));
    return { result: { ...summarizeReviews(ratings), source: 'shop' as const } };
  });
}
