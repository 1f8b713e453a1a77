import {
  LATEST_REVIEW_COUNT,
  type LatestReview,
  REVIEW_DISPLAY_YEARS,
  reviewCreateCall,
  reviewLatestCall,
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
import { fetchLatestFromReviewService, fetchReviewService } from './fetchReviewService';
import { summarizeReviews } from './summarizeReviews';

/** How long an answer of the third-party review service is kept (it is rate-limited and slow): 10 minutes. */
const SUMMARY_TTL_MS = 10 * 60 * 1000;

/**
 * Mounts the review calls: `POST /api/review/create` (SPEC §7; stored pending moderation, HTML
 * stripped, marked as a verified purchase when the customer ordered the product), `GET /api/review/list?product_id=`
 * (approved reviews of the last {@link REVIEW_DISPLAY_YEARS} years), `POST /api/review/report` (to the moderator) and `GET /api/ext/reviews/summary`
 * (`totalReviews`, `averageRating`, `stars`: from the third-party service when its key is configured on
 * the server, else from the shop's approved reviews) and `GET /api/ext/reviews/latest` (the service's latest
 * business-unit reviews, else the shop's latest approved reviews; SPEC §3 "Homepage data" pilot (reviews)).
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
  let cachedLatest: { at: number; items: LatestReview[] } | null = null;

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
    if (await reportLimiter.check('review-report', address, now)) {
      throw new CommerceError(429, 'Too many reports sent. Please try again later.', 'TOO_MANY_ATTEMPTS');
    }
    await reportLimiter.record('review-report', address, now);
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

  // The same rule for the latest reviews: the service's answer is cached, the fallback is read each time, so the
  // shop's reviews show as soon as they are approved and the service is asked again once the cache expires.
  mountCall(app, reviewLatestCall, async () => {
    const now = settings.now().getTime();
    if (cachedLatest && now - cachedLatest.at < SUMMARY_TTL_MS) {
      return { result: { items: cachedLatest.items, source: 'review-service' as const } };
    }
    const remote = await fetchLatestFromReviewService(settings.reviewService, fetcher);
    // An empty answer is nothing to show: the shop's own reviews are shown instead, and say so.
    if (remote && remote.length > 0) {
      cachedLatest = { at: now, items: remote };
      return { result: { items: remote, source: 'review-service' as const } };
    }
    return { result: { items: await reviews.latest(LATEST_REVIEW_COUNT), source: 'shop' as const } };
  });
}
