import { Button } from '../actions/Button';
import { Link } from '../actions/Link';
import { Icon } from '../icons/Icon';
import styles from './PaymentFailure.module.css';
import { useFocusOnMount } from './useFocusOnMount';

/** Texts of {@link PaymentFailure}. */
export interface PaymentFailureLabels {
  /** The heading, e.g. "Le paiement n’a pas abouti". */
  title: string;
  /** e.g. `(orderNumber) => \`Votre commande n° ${orderNumber} est enregistrée, mais elle n’est pas payée.\``. */
  message: (orderNumber: string) => string;
  /** Before the provider's reason, e.g. "Motif :". */
  reason: string;
  /** e.g. "Réessayer le paiement". */
  payAgain: string;
  /** e.g. "Choisir un autre mode de paiement". */
  chooseAnother: string;
  /** Announced while busy, e.g. "Redirection vers la page de paiement…". */
  busy: string;
  /** Before the support link, e.g. "Un souci ?". */
  supportIntro?: string;
  /** e.g. "Contactez notre service client". */
  support: string;
}

/** Props of {@link PaymentFailure}. */
export interface PaymentFailureProps {
  orderNumber: string;
  /** The payment provider's reason, already in the shop's language, e.g. "Carte refusée par la banque.". */
  reason?: string;
  /** Starts a new payment of the same order with the same method. */
  onPayAgain: () => void;
  /** Back to the payment step to pick another method for the same order. */
  onChooseAnother: () => void;
  /** While a new payment is being prepared: Pay again shows a spinner, the other action waits. */
  busy?: boolean;
  labels: PaymentFailureLabels;
  supportHref: string;
  /** Focuses the heading on mount (default). */
  focusHeading?: boolean;
  /** Heading level of the title; defaults to 1 (the page's main heading). */
  headingLevel?: 1 | 2;
}

/**
 * What the shopper sees when the payment provider sends them back without a payment: the order is kept, why it
 * failed if known, pay again, choose another method, or contact support. Its heading takes focus when it appears.
 *
 * @example
 * <PaymentFailure orderNumber="000001042" reason="Carte refusée par la banque." onPayAgain={retry}
 *   onChooseAnother={() => navigate('/checkout')} supportHref="/contact" labels={labels} />
 */
export function PaymentFailure({
  orderNumber,
  reason,
  onPayAgain,
  onChooseAnother,
  busy = false,
  labels,
  supportHref,
  focusHeading = true,
  headingLevel = 1,
}: PaymentFailureProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <span className={styles.icon}>
          <Icon name="circle-alert" size="2.5rem" />
        </span>
        <Heading ref={heading} tabIndex={-1} className={styles.title}>
          {labels.title}
        </Heading>
      </div>
      <p className={styles.message}>{labels.message(orderNumber)}</p>
      {reason ? (
        <p className={styles.reason}>
          <strong>{labels.reason}</strong> {reason}
        </p>
      ) : null}
      <div className={styles.actionArea}>
        <div className={styles.actions}>
          <Button variant="accent" loading={busy} onClick={onPayAgain}>
            {labels.payAgain}
          </Button>
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={busy ? undefined : onChooseAnother}>
            {labels.chooseAnother}
          </Button>
        </div>
        {/* Always in the page: a live region only speaks about changes once it exists. */}
        <p role="status" className={styles.busy}>
          {busy ? labels.busy : null}
        </p>
      </div>
      <p className={styles.support}>
        {labels.supportIntro ? `${labels.supportIntro} ` : null}
        <Link href={supportHref}>{labels.support}</Link>
      </p>
    </div>
  );
}
