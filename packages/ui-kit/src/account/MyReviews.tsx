import { Link } from '../actions/Link';
import { Badge, type BadgeTone } from '../feedback/Badge';
import { EmptyState } from '../feedback/EmptyState';
import { Rating } from '../product/Rating';
import styles from './MyReviews.module.css';

/** Where a review stands in moderation. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A review the customer wrote, written out by the shop. */
export interface MyReview {
  id: string;
  productName: string;
  /** The product page, or `null` when the product is no longer sold. */
  productHref: string | null;
  title: string;
  detail: string;
  /** 1 to 5. */
  rating: number;
  status: ReviewStatus;
  /** Already formatted. */
  date: string;
}

/** Texts of {@link MyReviews}. */
export interface MyReviewsLabels {
  /** Accessible name of the list, e.g. "Mes avis". */
  list: string;
  statuses: Record<ReviewStatus, string>;
  /** The stars' accessible name, e.g. `(n) => \`Note : ${n} sur 5\``. */
  rating: (rating: number) => string;
  /** e.g. `(date) => \`Publié le ${date}\``. */
  writtenOn: (date: string) => string;
  empty: string;
  emptyHint: string;
}

const tones: Record<ReviewStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/**
 * The customer's product reviews (SPEC §2 "My Account: product reviews"): each with its stars, the product (a link
 * while it is sold), the text, the date and where it stands in moderation.
 *
 * @example
 * <MyReviews reviews={reviews} labels={labels} />
 */
export function MyReviews({ reviews, labels }: { reviews: ReadonlyArray<MyReview>; labels: MyReviewsLabels }) {
  if (reviews.length === 0) return <EmptyState icon="star" title={labels.empty} description={labels.emptyHint} />;
  return (
    <ul className={styles.list} aria-label={labels.list}>
      {reviews.map((review) => (
        <li key={review.id}>
          <article className={styles.review} aria-labelledby={`review-${review.id}`}>
            <div className={styles.head}>
              <h2 id={`review-${review.id}`} className={styles.product}>
                {review.productHref ? <Link href={review.productHref}>{review.productName}</Link> : review.productName}
              </h2>
              <Badge tone={tones[review.status]}>{labels.statuses[review.status]}</Badge>
            </div>
            <Rating value={review.rating} label={labels.rating(review.rating)} size="sm" />
            <p className={styles.title}>{review.title}</p>
            <p className={styles.text}>{review.detail}</p>
            <p className={styles.date}>{labels.writtenOn(review.date)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
