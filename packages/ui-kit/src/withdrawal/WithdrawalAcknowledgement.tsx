import { useEffect, useRef } from 'react';
import styles from './Withdrawal.module.css';

/** Texts of {@link WithdrawalAcknowledgement}. */
export interface WithdrawalAcknowledgementLabels {
  /** The heading, e.g. "Votre rétractation est enregistrée". */
  title: string;
  /** "Reçue le 2 juin 2025 à 15:17", from the formatted date and time. */
  receivedAt: (when: string) => string;
  /** "Un accusé de réception a été envoyé à lea@example.fr.", from the e-mail. */
  mailed: (email: string) => string;
  order: string;
  /** The heading of the next steps, e.g. "Et maintenant ?". */
  nextSteps: string;
}

/** Props of {@link WithdrawalAcknowledgement}. */
export interface WithdrawalAcknowledgementProps {
  orderNumber: string;
  /** The date and time the withdrawal was received, formatted for the shopper. */
  receivedAt: string;
  email: string;
  lines: readonly { id: number; name: string; qty: number }[];
  /** The next steps, in order (send back to the return address within 14 days, refund within 14 days…). */
  steps: readonly string[];
  labels: WithdrawalAcknowledgementLabels;
}

/**
 * The acknowledgement shown once a withdrawal is recorded: when it was received, what it covers, that the same was
 * mailed (the durable medium), and the next steps. The heading takes focus, so screen readers announce the outcome.
 * @example
 * <WithdrawalAcknowledgement orderNumber="000000012" receivedAt="2 juin 2025 à 15:17" email="lea@example.fr" lines={lines} steps={steps} labels={labels} />
 */
export function WithdrawalAcknowledgement({
  orderNumber,
  receivedAt,
  email,
  lines,
  steps,
  labels,
}: WithdrawalAcknowledgementProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.panel} data-done="" aria-labelledby="withdrawal-done-title">
      <h2 id="withdrawal-done-title" className={styles.title} ref={heading} tabIndex={-1}>
        {labels.title}
      </h2>
      <p className={styles.when}>{labels.receivedAt(receivedAt)}</p>
      <dl className={styles.facts}>
        <dt>{labels.order}</dt>
        <dd>{orderNumber}</dd>
      </dl>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={line.id}>
            <span className={styles.qty}>{line.qty} ×</span> {line.name}
          </li>
        ))}
      </ul>
      <p>{labels.mailed(email)}</p>
      <h3 className={styles.subtitle}>{labels.nextSteps}</h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
