import { describe, expect, it } from 'vitest';
import { summarizeReviews } from './summarizeReviews';

describe('review summary', () => {
  it('counts, averages to one decimal and rounds stars to the nearest half', () => {
    expect(summarizeReviews([5, 4, 4])).toEqual({ totalReviews: 3, averageRating: 4.3, stars: 4.5 });
    expect(summarizeReviews([5, 5, 4, 4])).toEqual({ totalReviews: 4, averageRating: 4.5, stars: 4.5 });
  });

  it('is empty without reviews', () => {
    expect(summarizeReviews([])).toEqual({ totalReviews: 0, averageRating: 0, stars: 0 });
  });
});
