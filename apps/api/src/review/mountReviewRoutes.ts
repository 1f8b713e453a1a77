import {
  REVIEW_DISPLAY_YEARS,
  reviewCreateCall,
  reviewListCall,
  reviewReportCall,
  reviewSummaryCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { readClientAddress } from '../http/readClientAddress';
import { CommerceError } from '../platform/CommerceError';
import { fetchReviewService } from './fetchReviewService';
import { summarizeReviews } from './summarizeReviews';

const SUMMARY_TTL_MS = 10 * 60 * 1000;

/**
 * Mounts the review calls: `POST /api/review/create` (SPEC §7; stored pending moderation, HTML
 * stripped, marked as a verified purchase when the customer ordered the product), `GET /api/review/list?product_id=`
 * (approved reviews of the last {@link REVIEW_DISPLAY_YEARS} years), `POST /api/review/report` (to the moderator) and `GET /api/ext/reviews/summary`
 * (`totalReviews`, `averageRating`, `stars`: from the third-party service when its key is configured on
 * the server, else from the shop's approved reviews).
 * @example
 * mountReviewRoutes(app, routes);
 */
export function mountReviewRoutes(
  app: Hono<ApiEnv>,
  { platform, settings, reportLimiter }: RouteContext,
  fetcher: typeof fetch = fetch,
): void {
  const { customers, reviews } = platform;
  let cached: { at: number; summary: v.InferOutput<typeof reviewSummaryCall.result> } | null = null;

  mountCall(app, reviewCreateCall, async ({ body, token }) => {
    await reviews.create(body.review, await customers.authenticate(token));
    return { result: true };
  });

  mountCall(app, reviewListCall, async ({ query }) => ({
    result: await reviews.list(query.product_id, query.pageSize, query.currentPage),
  }));

  // A report goes to the moderator; anonymous, so limited per client address (the contact form's limits).
  mountCall(app, reviewReportCall, async ({ c, body }) => {
    const now = settings.now().getTime();
    const address = readClientAddress(c, settings.trustProxy);
    if (reportLimiter.check('review-report', address, now)) {
      throw new CommerceError(429, 'Too many reports sent. Please try again later.', 'TOO_MANY_ATTEMPTS');
    }
    reportLimiter.record('review-report', address, now);
    await reviews.report(body);
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
    return { result: { ...summarizeReviews(await reviews.approvedRatings()), source: 'shop' as const } };
  });
}
