/** The review summary of SPEC §3: how many reviews, the average rating (trust score) and the stars shown. */
export interface ReviewSummary {
  totalReviews: number;
  averageRating: number;
  /** The average rounded to the nearest half star (0 to 5). */
  stars: number;
}

/**
 * The summary of a set of ratings (1 to 5, SPEC §9 "Product rating max 5"): count, average with one
 * decimal, and stars rounded to the nearest half.
 * @example
 * summarizeReviews([5, 4, 4]); // { totalReviews: 3, averageRating: 4.3, stars: 4.5 }
 */
export function summarizeReviews(ratings: readonly number[]): ReviewSummary {
  if (ratings.length === 0) return { totalReviews: 0, averageRating: 0, stars: 0 };
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return {
    totalReviews: ratings.length,
    averageRating: Math.round(average * 10) / 10,
    stars: Math.round(average * 2) / 2,
  };
}
