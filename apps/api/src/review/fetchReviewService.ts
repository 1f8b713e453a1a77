import { LATEST_REVIEW_COUNT, type LatestReview } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import { stripHtml } from './stripHtml';
import type { ReviewSummary } from './summarizeReviews';

const DetailsSchema = v.looseObject({
  numberOfReviews: v.looseObject({ total: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  score: v.looseObject({
    trustScore: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
    stars: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  }),
});

/** The part of the service's business-unit reviews the shop reads (SPEC §7 "Reviews service": `reviews`). */
const ReviewsSchema = v.looseObject({
  reviews: v.array(
    v.looseObject({
      id: v.union([v.string(), v.number()]),
      consumer: v.looseObject({ displayName: v.pipe(v.string(), v.maxLength(200)) }),
      stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
      title: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
      text: v.pipe(v.string(), v.maxLength(10_000)),
      createdAt: v.pipe(
        v.string(),
        v.check((text) => !Number.isNaN(Date.parse(text))),
      ),
    }),
  ),
});

/** GETs `path` under the service's base URL with the API key in its header (never in the URL); `null` on failure. */
async function getFromService(
  service: CommerceSettings['reviewService'],
  path: string,
  fetcher: typeof fetch,
  search: Record<string, string> = {},
): Promise<unknown> {
  if (!service.apiKey || !service.businessUnitId) return null;
  try {
    const url = new URL(
      `business-units/${encodeURIComponent(service.businessUnitId)}${path}`,
      `${service.apiUrl.replace(/\/$/, '')}/`,
    );
    for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value);
    const response = await fetcher(url, {
      headers: { apikey: service.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return null;
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * The business-unit summary from the third-party review service (SPEC §7 "Reviews service": reads
 * `numberOfReviews`, `score.trustScore`, `score.stars`), called from the server with the API key in a
 * header, so the key never reaches the browser. The answer is validated; `null` on any failure.
 * @example
 * const summary = await fetchReviewService(settings.reviewService); // null without a key
 */
export async function fetchReviewService(
  service: CommerceSettings['reviewService'],
  fetcher: typeof fetch = fetch,
): Promise<ReviewSummary | null> {
  const parsed = v.safeParse(DetailsSchema, await getFromService(service, '', fetcher));
  if (!parsed.success) return null;
  return {
    totalReviews: parsed.output.numberOfReviews.total,
    averageRating: parsed.output.score.trustScore,
    stars: parsed.output.score.stars,
  };
}

/**
 * The latest business-unit reviews from the third-party review service (SPEC §7 "Reviews service": reads `reviews`,
 * each its author's display name, stars, title, text and date), newest first, at most {@link LATEST_REVIEW_COUNT},
 * HTML stripped. Same key header as the summary; the whole answer is validated, `null` on any failure, so the
 * caller falls back to the shop's own reviews. The service's reviews are about the shop, not a product, and the
 * shop does not vouch for their purchase: `verified` stays false.
 * @example
 * const latest = await fetchLatestFromReviewService(settings.reviewService); // null without a key
 */
export async function fetchLatestFromReviewService(
  service: CommerceSettings['reviewService'],
  fetcher: typeof fetch = fetch,
): Promise<LatestReview[] | null> {
  const answer = await getFromService(service, '/reviews', fetcher, {
    perPage: String(LATEST_REVIEW_COUNT),
    orderBy: 'createdat.desc',
  });
  const parsed = v.safeParse(ReviewsSchema, answer);
  if (!parsed.success) return null;
  return parsed.output.reviews
    .map((review) => ({
      id: `service-${review.id}`,
      author: stripHtml(review.consumer.displayName),
      rating: review.stars,
      title: stripHtml(review.title),
      text: stripHtml(review.text),
      createdAt: new Date(review.createdAt).toISOString(),
      verified: false,
      experienceDate: null,
      product: null,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LATEST_REVIEW_COUNT);
}
