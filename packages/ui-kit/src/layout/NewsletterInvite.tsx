import { Button } from '../actions/Button';
import { Icon } from '../icons/Icon';
import styles from './NewsletterInvite.module.css';

/** Props of {@link NewsletterInvite}. */
export interface NewsletterInviteProps {
  /** e.g. "Nos conseils dans votre boîte mail". */
  heading: string;
  /** e.g. "Une lettre par mois : installation, entretien, réglementation. 10 % sur votre première commande." */
  text: string;
  /** e.g. "Recevoir nos conseils". */
  actionLabel: string;
  /** Opens the newsletter sign-up (the shop's newsletter modal). */
  onOpen: () => void;
  /** Heading level; defaults to 2. */
  headingLevel?: 2 | 3;
}

/**
 * An invitation to the newsletter at the end of a piece of advice (a blog article, the buying guide's result): a
 * heading, a sentence and one button that opens the sign-up, where the shopper types the address themselves —
 * nothing is pre-ticked and nothing opens by itself (SPEC §4 "Newsletter").
 *
 * @example
 * <NewsletterInvite heading="Nos conseils" text="Une lettre par mois." actionLabel="Recevoir nos conseils" onOpen={open} />
 */
export function NewsletterInvite({ heading, text, actionLabel, onOpen, headingLevel = 2 }: NewsletterInviteProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <aside className={styles.invite} aria-label={heading}>
      <span className={styles.icon}>
        <Icon name="envelope" size="1.75rem" />
      </span>
      <div className={styles.body}>
        <Heading className={styles.heading}>{heading}</Heading>
        <p className={styles.text}>{text}</p>
      </div>
      <Button variant="secondary" icon="envelope" onClick={onOpen} className={styles.action}>
        {actionLabel}
      </Button>
    </aside>
  );
}
