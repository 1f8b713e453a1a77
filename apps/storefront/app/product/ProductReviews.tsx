import { Button, Rating, ReviewSummary } from '@citerne/ui-kit';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useModals } from '../modals/modalsAtom';
import { ReportReview } from '../review/ReportReview';
import { ReviewStatement, ReviewVerification } from '../review/ReviewHonesty';
import type { ProductPageData } from './ProductPageData';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** The product's review summary and the list of its approved reviews (SPEC §2 "Product page"). */
export function ProductReviews({
  reviews,
  product,
}: {
  reviews: ProductPageData['reviews'];
  /** The product reviewed: "Write a review" opens the review modal for it (SPEC §2). */
  product: { readonly id: number; readonly name: string };
}) {
  const { t } = useLingui();
  const modals = useModals();
  const stars: Partial<Record<1 | 2 | 3 | 4 | 5, number>> = {};
  for (const review of reviews.items) {
    const star = Math.round(review.rating) as 1 | 2 | 3 | 4 | 5;
    if (star >= 1) stars[star] = (stars[star] ?? 0) + 1;
  }
  return (
    <section className="product-section" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t`Customer reviews`}</h2>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => modals.open('review', { productId: product.id, productName: product.name })}
      >
        {t`Write a review`}
      </Button>
      {reviews.total === 0 ? (
        <p>{t`No review yet for this product.`}</p>
      ) : (
        <>
          <ReviewSummary
            averageRating={reviews.average}
            totalReviews={reviews.total}
            stars={stars}
            headingLevel={3}
            labels={{
              title: t`Rating`,
              score: (rating) => `${rating.toLocaleString('fr-FR')}/5`,
              rating: (rating) => t`Average rating: ${rating.toLocaleString('fr-FR')} out of 5`,
              count: (count) => t({ message: plural(count, { one: '# review', other: '# reviews' }) }),
              starRow: (star, count) =>
                t`${plural(star, { one: '# star', other: '# stars' })}: ${plural(count, { one: '# review', other: '# reviews' })}`,
            }}
          />
          <ReviewStatement source="shop" />
          <ol className="review-list">
            {reviews.items.map((review) => (
              <li key={review.id} className="review">
                <h3 className="review__title">{review.title}</h3>
                <Rating value={review.rating} label={t`Rated ${review.rating} out of 5`} size="sm" />
                <ReviewVerification verified={review.verified} experienceDate={review.experienceDate} />
                <p className="review__meta">
                  {review.createdAt
                    ? t`${review.nickname}, on ${dateFormat.format(new Date(review.createdAt))}`
                    : review.nickname}
                </p>
                <p>{review.detail}</p>
                <ReportReview id={review.id} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
