import { MAX_RATING, Rating } from './Rating';
import styles from './ReviewSummary.module.css';

/** Props of {@link ReviewSummary}. */
export interface ReviewSummaryProps {
  /** Trust score out of 5 (SPEC §3 "Review summary": averageRating). */
  averageRating: number;
  totalReviews: number;
  /** Reviews per star count, e.g. `{ 5: 98, 4: 21, 3: 6, 2: 2, 1: 1 }`. */
  stars?: Partial<Record<1 | 2 | 3 | 4 | 5, number>>;
  labels: {
    /** Heading, e.g. "Avis clients". */
    title: string;
    /** Visible score, e.g. `(r) => \`${r.toLocaleString('fr-FR')}/5\``. */
    score: (rating: number) => string;
    /** Accessible name of the stars, e.g. `(r) => \`Note moyenne : ${r} sur 5\``. */
    rating: (rating: number) => string;
    count: (total: number) => string;
    /** Name of a distribution row, e.g. `(s, n) => \`${s} étoiles : ${n} avis\``. */
    starRow?: (stars: number, count: number) => string;
  };
  headingLevel?: 2 | 3;
}

/**
 * The review summary of a product or of the shop: trust score, stars, review count and an optional
 * distribution per star.
 *
 * @example
 * <ReviewSummary averageRating={4.7} totalReviews={128} labels={labels} />
 */
export function ReviewSummary({ averageRating, totalReviews, stars, labels, headingLevel = 2 }: ReviewSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.summary} aria-label={labels.title}>
      <Heading className={styles.title}>{labels.title}</Heading>
      <div className={styles.score}>
        <p className={styles.value}>{labels.score(averageRating)}</p>
        <div>
          <Rating value={averageRating} label={labels.rating(averageRating)} size="lg" />
          <p className={styles.count}>{labels.count(totalReviews)}</p>
        </div>
      </div>
      {stars && labels.starRow ? (
        <ul className={styles.distribution}>
          {Array.from({ length: MAX_RATING }, (_, index) => {
            const star = (MAX_RATING - index) as 1 | 2 | 3 | 4 | 5;
            const count = stars[star] ?? 0;
            const share = totalReviews > 0 ? (count / totalReviews) * 100 : 0;
            return (
              <li key={star} className={styles.row}>
                <span className={styles.rowLabel}>{labels.starRow?.(star, count)}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${share}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
