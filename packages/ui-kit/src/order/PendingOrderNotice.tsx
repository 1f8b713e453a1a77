import type { ReactNode } from 'react';
import { Badge } from '../feedback/Badge';
import styles from './PendingOrder.module.css';

/** A line of a pending order. */
export interface PendingOrderLine {
  /** Unique in the order, e.g. the sku. */
  readonly id: string;
  readonly name: string;
  readonly qty: number;
}

/** Props of {@link PendingOrderNotice}. */
export interface PendingOrderNoticeProps {
  /** E.g. "Votre commande est enregistrée sur cet appareil". */
  title: string;
  /** The status, never "placed": e.g. "En attente d'envoi". */
  statusLabel: string;
  /** What happens next, e.g. "Elle sera envoyée quand vous serez de nouveau en ligne". */
  message: ReactNode;
  lines?: readonly PendingOrderLine[];
  /** Accessible name of the list of lines. */
  linesLabel?: string;
  /** E.g. a "send now" button once online. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * An order kept on the device while offline (SPEC §4 "Offline and online"): shown **pending**, never as placed,
 * with what it holds and what happens next. A polite live region, so a screen reader hears the order was kept.
 *
 * @example
 * <PendingOrderNotice title="Commande enregistrée" statusLabel="En attente d'envoi" message="…" lines={lines} />
 */
export function PendingOrderNotice({
  title,
  statusLabel,
  message,
  lines = [],
  linesLabel,
  action,
  headingLevel = 2,
}: PendingOrderNoticeProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.notice} role="status" aria-live="polite">
      <Heading className={styles.heading}>
        {title} <Badge tone="warning">{statusLabel}</Badge>
      </Heading>
      <p className={styles.text}>{message}</p>
      {lines.length > 0 ? (
        <ul className={styles.lines} aria-label={linesLabel}>
          {lines.map((line) => (
            <li key={line.id}>
              {line.qty} × {line.name}
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </section>
  );
}
