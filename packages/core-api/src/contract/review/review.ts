import * as v from 'valibot';

/** The highest rating of a review (SPEC §3 "Review summary"). */
export const MAX_REVIEW_RATING = 5;

/**
 * How many years a review stays published: the API lists no older review, and the shop's statement on its reviews
 * says so (art. D111-17 Code de la consommation asks for the retention period).
 */
export const REVIEW_DISPLAY_YEARS = 5;

/**
 * A product review as the search backend answers it.
 *
 * @example
 * v.parse(ReviewSchema, {
 *   id: 1, product_id: 4, title: 'Parfait', detail: 'Très solide.', nickname: 'Léa',
 *   created_at: '2025-05-02 10:00:00', ratings: [{ value: 5 }],
 * });
 */
export const ReviewSchema = v.looseObject({
  id: v.optional(v.number()),
  product_id: v.number(),
  title: v.string(),
  detail: v.string(),
  nickname: v.string(),
  review_entity: v.optional(v.string()),
  review_status: v.optional(v.number()),
  customer_id: v.nullish(v.number()),
  created_at: v.optional(v.string()),
  /** Written by a customer who ordered the product (art. D111-17 Code de la consommation). */
  verified_purchase: v.optional(v.boolean()),
  /** When the experience reviewed took place (the date of the order), for a verified review. */
  experience_date: v.nullish(v.string()),
  ratings: v.optional(
    v.array(
      v.looseObject({
        rating_id: v.optional(v.number()),
        value: v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_REVIEW_RATING)),
        percent: v.optional(v.number()),
      }),
    ),
  ),
});

/** A product review. */
export type Review = v.InferOutput<typeof ReviewSchema>;
