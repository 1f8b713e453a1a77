import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../feedback/Badge';
import styles from './PendingOrder.module.css';
import type { PendingOrderLine } from './PendingOrderNotice';

/** Where an offline order stands in the confirmation modal. */
export type OfflineOrderState =
  | { readonly kind: 'pending' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'placed'; readonly orderNumber: string }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'waiting' };

/** One offline order as the modal shows it. */
export interface OfflineOrderView {
  readonly id: string;
  /** When it was kept, formatted, e.g. "28/11/2026 10:42". */
  readonly createdAt: string;
  readonly paymentLabel: string;
  readonly lines: readonly PendingOrderLine[];
  readonly state: OfflineOrderState;
}

/** Texts of {@link OfflineOrdersReview}. */
export interface OfflineOrdersReviewLabels {
  intro: string;
  keptOn: string;
  payment: string;
  lines: string;
  states: { pending: string; sending: string; placed: string; refused: string; waiting: string };
  /** E.g. "Commande n° {number} confirmée". */
  placed: (orderNumber: string) => string;
  /** Explains a refusal and says the lines are back in the cart. */
  refused: (reason: string) => string;
  waiting: string;
}

/** Props of {@link OfflineOrdersReview}. */
export interface OfflineOrdersReviewProps {
  orders: readonly OfflineOrderView[];
  labels: OfflineOrdersReviewLabels;
  /** The actions (send, later, give up), given by the modal around it. */
  actions?: ReactNode;
}

const tones: Record<OfflineOrderState['kind'], BadgeTone> = {
  pending: 'warning',
  sending: 'brand',
  placed: 'success',
  refused: 'danger',
  waiting: 'warning',
};

/**
 * The body of the offline orders' confirmation modal (SPEC §4 "Offline and online": off the thank-you page, coming
 * online opens a confirmation modal for the untransmitted offline orders): each order kept on the device with its
 * lines, payment and state — pending, sending, confirmed with its number, refused with the reason, or still waiting
 * for an answer. The states are announced (live region).
 *
 * @example
 * <OfflineOrdersReview orders={[{ id, createdAt, paymentLabel, lines, state: { kind: 'pending' } }]} labels={labels} />
 */
export function OfflineOrdersReview({ orders, labels, actions }: OfflineOrdersReviewProps) {
  return (
    <div className={styles.notice}>
      <p className={styles.text}>{labels.intro}</p>
      <ul className={styles.orders}>
        {orders.map((order) => (
          <li key={order.id} className={styles.order}>
            <p className={styles.text}>
              {labels.keptOn} {order.createdAt} — {labels.payment} {order.paymentLabel}{' '}
              <Badge tone={tones[order.state.kind]}>{labels.states[order.state.kind]}</Badge>
            </p>
            <ul className={styles.lines} aria-label={labels.lines}>
              {order.lines.map((line) => (
                <li key={line.id}>
                  {line.qty} × {line.name}
                </li>
              ))}
            </ul>
            <div role="status" aria-live="polite">
              {order.state.kind === 'placed' ? (
                <p className={styles.text}>
                  <strong>{labels.placed(order.state.orderNumber)}</strong>
                </p>
              ) : order.state.kind === 'refused' ? (
                <p className={styles.text} role="alert">
                  {labels.refused(order.state.reason)}
                </p>
              ) : order.state.kind === 'waiting' ? (
                <p className={styles.text}>{labels.waiting}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
