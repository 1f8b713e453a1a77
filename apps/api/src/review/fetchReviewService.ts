import * as v from 'valibot';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import type { ReviewSummary } from './summarizeReviews';

const DetailsSchema = v.looseObject({
  numberOfReviews: v.looseObject({ total: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  score: v.looseObject({
    trustScore: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
    stars: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  }),
});

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
  if (!service.apiKey || !service.businessUnitId) return null;
  try {
    const url = new URL(
      `business-units/${encodeURIComponent(service.businessUnitId)}`,
      `${service.apiUrl.replace(/\/$/, '')}/`,
    );
    const response = await fetcher(url, {
      headers: { apikey: service.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return null;
    const parsed = v.safeParse(DetailsSchema, await response.json());
    if (!parsed.success) return null;
    return {
      totalReviews: parsed.output.numberOfReviews.total,
      averageRating: parsed.output.score.trustScore,
      stars: parsed.output.score.stars,
    };
  } catch {
    return null;
  }
}
