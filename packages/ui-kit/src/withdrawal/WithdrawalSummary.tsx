import { Button } from '../actions/Button';
import styles from './Withdrawal.module.css';

/** Texts of {@link WithdrawalSummary}. */
export interface WithdrawalSummaryLabels {
  /** The heading, e.g. "Vérifiez votre rétractation". */
  title: string;
  /** The sentence above the summary, e.g. "Vous vous rétractez du contrat pour les articles suivants :". */
  intro: string;
  order: string;
  name: string;
  email: string;
  /** The second, unambiguous step: "Confirmer la rétractation". */
  confirm: string;
  /** Back to the choice: "Modifier". */
  back: string;
  /** Shown while the withdrawal is being sent. */
  sending: string;
}

/** Props of {@link WithdrawalSummary}. */
export interface WithdrawalSummaryProps {
  orderNumber: string;
  name: string;
  email: string;
  lines: readonly { id: number; name: string; qty: number }[];
  labels: WithdrawalSummaryLabels;
  onConfirm: () => void;
  onBack: () => void;
  /** While the withdrawal is being sent: the buttons are disabled. */
  busy?: boolean;
  /** Why the withdrawal was refused or failed, shown above the buttons. */
  error?: string | undefined;
}

/**
 * The second step of the withdrawal function (Article 11a: a confirmation step the shopper cannot mistake): what
 * will be withdrawn, for which order, and who will be answered, with "Confirmer la rétractation" and a way back.
 * @example
 * <WithdrawalSummary orderNumber="000000012" name="Léa Martin" email="lea@example.fr" lines={lines} labels={labels} onConfirm={send} onBack={back} />
 */
export function WithdrawalSummary({
  orderNumber,
  name,
  email,
  lines,
  labels,
  onConfirm,
  onBack,
  busy = false,
  error,
}: WithdrawalSummaryProps) {
  return (
    <section className={styles.panel} aria-labelledby="withdrawal-summary-title">
      <h2 id="withdrawal-summary-title" className={styles.title}>
        {labels.title}
      </h2>
      <p>{labels.intro}</p>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={line.id}>
            <span className={styles.qty}>{line.qty} ×</span> {line.name}
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <dt>{labels.order}</dt>
        <dd>{orderNumber}</dd>
        <dt>{labels.name}</dt>
        <dd>{name}</dd>
        <dt>{labels.email}</dt>
        <dd>{email}</dd>
      </dl>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="primary" onClick={onConfirm} loading={busy} disabled={busy}>
          {busy ? labels.sending : labels.confirm}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
          {labels.back}
        </Button>
      </div>
    </section>
  );
}
