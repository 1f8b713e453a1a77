import styles from './ReviewPolicy.module.css';

/** One point of the statement: what is said, e.g. "Vérification" and its text. */
export interface ReviewPolicyPoint {
  title: string;
  text: string;
}

/** Props of {@link ReviewPolicy}. */
export interface ReviewPolicyProps {
  /** e.g. "Comment les avis sont-ils contrôlés ?". */
  title: string;
  /** The points of art. D111-17 Code de la consommation: checking, order, retention, compensation… */
  points: ReadonlyArray<ReviewPolicyPoint>;
  /** Heading level of the title; defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The shop's statement on its reviews, as French consumer law asks next to every review list (art. L111-7-2 and
 * D111-17 Code de la consommation): whether and how reviews are checked, how they are sorted, how long they are
 * kept, whether anything was given in return. A definition list, so each point reads as a question and its answer.
 *
 * @example
 * <ReviewPolicy title="Comment les avis sont-ils contrôlés ?"
 *   points={[{ title: 'Modération', text: 'Chaque avis est lu avant publication.' }]} />
 */
export function ReviewPolicy({ title, points, headingLevel = 3 }: ReviewPolicyProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.policy}>
      <Heading className={styles.title}>{title}</Heading>
      <dl className={styles.points}>
        {points.map((point) => (
          <div key={point.title} className={styles.point}>
            <dt>{point.title}</dt>
            <dd>{point.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
