import { Icon } from '../icons/Icon';
import styles from './FormOutcome.module.css';

/** Props of {@link FormOutcome}. */
export interface FormOutcomeProps {
  /** What went well, announced politely (`role="status"`). */
  success?: string | undefined;
  /** What went wrong, announced at once (`role="alert"`). */
  failure?: string | undefined;
}

/**
 * The answer of an account form under its button: the success or the server's refusal. The live regions stay in
 * the page even when empty, so a message that appears is announced.
 */
export function FormOutcome({ success, failure }: FormOutcomeProps) {
  return (
    <>
      <div role="status" className={styles.live}>
        {success ? (
          <p className={[styles.message, styles.success].join(' ')}>
            <Icon name="circle-check" size="1.25rem" />
            {success}
          </p>
        ) : null}
      </div>
      <div role="alert" className={styles.live}>
        {failure ? (
          <p className={[styles.message, styles.failure].join(' ')}>
            <Icon name="circle-alert" size="1.25rem" />
            {failure}
          </p>
        ) : null}
      </div>
    </>
  );
}
