import type { ReactNode } from 'react';
import { Link } from '../actions/Link';
import { Badge, type BadgeTone } from '../feedback/Badge';
import { Icon } from '../icons/Icon';
import styles from './OrderConfirmation.module.css';
import { useFocusOnMount } from './useFocusOnMount';

/**
 * Where the payment of a placed order stands: `paid` (card accepted), `pending` (paid on delivery or by
 * transfer later, the order is confirmed), `pending_payment` (the provider has not confirmed yet).
 */
export type OrderPaymentStatus = 'paid' | 'pending' | 'pending_payment';

const statusTones = {
  paid: 'success',
  pending: 'neutral',
  pending_payment: 'warning',
} as const satisfies Record<OrderPaymentStatus, BadgeTone>;

/** Texts of {@link OrderConfirmation}. */
export interface OrderConfirmationLabels {
  /** The heading, e.g. "Merci pour votre commande !". */
  title: string;
  /** e.g. "Numéro de commande". */
  orderNumber: string;
  /** e.g. "Confirmation envoyée à". */
  email: string;
  /** e.g. "Paiement". */
  payment: string;
  /** e.g. "Statut". */
  status: string;
  /** e.g. `{ paid: 'Payée', pending: 'Paiement à la livraison', pending_payment: 'Paiement en cours de validation' }`. */
  statuses: Record<OrderPaymentStatus, string>;
  /** Heading of the next steps, e.g. "Et maintenant ?". */
  nextSteps: string;
  /** e.g. "Voir ma facture". */
  invoice: string;
  /** e.g. "Continuer mes achats". */
  continue: string;
}

/** Props of {@link OrderConfirmation}. */
export interface OrderConfirmationProps {
  orderNumber: string;
  /** Where the confirmation e-mail went. */
  email: string;
  /** The payment method's title, e.g. "Carte bancaire". */
  paymentLabel: string;
  status: OrderPaymentStatus;
  /** What happens next, in order, e.g. "Vous recevrez un e-mail à l’expédition". */
  nextSteps: ReadonlyArray<ReactNode>;
  /** The invoice page; no link without it (no invoice before payment). */
  invoiceHref?: string;
  /** A guest's offer to create an account with this order (the page's form or link). */
  accountOffer?: ReactNode;
  continueHref: string;
  labels: OrderConfirmationLabels;
  /** Focuses the heading on mount (default), so the thank-you is read first. */
  focusHeading?: boolean;
  /** Heading level of the title; defaults to 1 (the page's main heading). */
  headingLevel?: 1 | 2;
}

/**
 * The thank-you panel after the order is placed: order number, e-mail, payment and its status, the next steps,
 * the invoice when there is one, a guest's account offer and the way back to the shop. Its heading takes
 * focus when it appears.
 *
 * @example
 * <OrderConfirmation orderNumber="000001042" email="camille@example.fr" paymentLabel="Carte bancaire"
 *   status="paid" nextSteps={['Vous recevrez un e-mail à l’expédition.']} continueHref="/" labels={labels} />
 */
export function OrderConfirmation({
  orderNumber,
  email,
  paymentLabel,
  status,
  nextSteps,
  invoiceHref,
  accountOffer,
  continueHref,
  labels,
  focusHeading = true,
  headingLevel = 1,
}: OrderConfirmationProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h2' | 'h3';
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <span className={styles.icon}>
          <Icon name="circle-check" size="2.5rem" />
        </span>
        <Heading ref={heading} tabIndex={-1} className={styles.title}>
          {labels.title}
        </Heading>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.orderNumber}</dt>
          <dd className={styles.orderNumber}>{orderNumber}</dd>
        </div>
        <div>
          <dt>{labels.email}</dt>
          <dd className={styles.email}>{email}</dd>
        </div>
        <div>
          <dt>{labels.payment}</dt>
          <dd>{paymentLabel}</dd>
        </div>
        <div>
          <dt>{labels.status}</dt>
          <dd>
            <Badge tone={statusTones[status]}>{labels.statuses[status]}</Badge>
          </dd>
        </div>
      </dl>
      {nextSteps.length > 0 ? (
        <div className={styles.next}>
          <Subheading className={styles.subtitle}>{labels.nextSteps}</Subheading>
          <ol className={styles.steps}>
            {nextSteps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list in the given order
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {accountOffer ? <div className={styles.offer}>{accountOffer}</div> : null}
      <div className={styles.actions}>
        <Link href={continueHref} appearance="button" variant="primary">
          {labels.continue}
        </Link>
        {invoiceHref ? (
          <Link href={invoiceHref} appearance="button" variant="secondary">
            {labels.invoice}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
