import { formatPrice } from '@citerne/pricing';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../feedback/Badge';
import styles from './OrderDetail.module.css';

/** A line of an order, amounts in euros as the order holds them. */
export interface OrderDetailLine {
  sku: string;
  name: string;
  options?: ReadonlyArray<string>;
  qty: number;
  /** Row total incl. tax. */
  rowTotal: number;
}

/** An address of an order, written out by the shop. */
export interface OrderDetailAddress {
  name: string;
  lines: ReadonlyArray<string>;
}

/** A totals row, e.g. "Frais de port TTC". */
export interface OrderDetailTotal {
  label: string;
  value: number;
  emphasis?: boolean;
}

/** Texts of {@link OrderDetail}. */
export interface OrderDetailLabels {
  date: string;
  status: string;
  payment: string;
  /** Caption of the lines, e.g. "Articles commandés". */
  lines: string;
  product: string;
  qty: string;
  rowTotal: string;
  shippingAddress: string;
  billingAddress: string;
  /** Caption of the totals, e.g. "Montant de la commande". */
  totals: string;
}

/** Props of {@link OrderDetail}. */
export interface OrderDetailProps {
  /** Already formatted. */
  date: string;
  status: string;
  statusTone: BadgeTone;
  paymentLabel?: string | undefined;
  lines: ReadonlyArray<OrderDetailLine>;
  shippingAddress?: OrderDetailAddress | undefined;
  billingAddress?: OrderDetailAddress | undefined;
  totals: ReadonlyArray<OrderDetailTotal>;
  labels: OrderDetailLabels;
  /** The order's actions: invoice link, "Order again". */
  actions?: ReactNode;
}

/**
 * One past order in the account: its date, status and payment, the lines ordered, the addresses and the totals,
 * then its actions. The page's heading (the order number) is the shop's.
 *
 * @example
 * <OrderDetail date="12/03/2025" status="Expédiée" statusTone="success" lines={lines} totals={totals} labels={labels}
 *   actions={<Link href="/invoice/000000012">Facture</Link>} />
 */
export function OrderDetail({
  date,
  status,
  statusTone,
  paymentLabel,
  lines,
  shippingAddress,
  billingAddress,
  totals,
  labels,
  actions,
}: OrderDetailProps) {
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.date}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{labels.status}</dt>
          <dd>
            <Badge tone={statusTone}>{status}</Badge>
          </dd>
        </div>
        {paymentLabel ? (
          <div>
            <dt>{labels.payment}</dt>
            <dd>{paymentLabel}</dd>
          </div>
        ) : null}
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <table className={styles.lines}>
        <caption className={styles.caption}>{labels.lines}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.product}</th>
            <th scope="col" className={styles.number}>
              {labels.qty}
            </th>
            <th scope="col" className={styles.number}>
              {labels.rowTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sku}>
              <th scope="row" className={styles.name}>
                {line.name}
                {line.options?.map((option) => (
                  <span key={option} className={styles.option}>
                    {option}
                  </span>
                ))}
              </th>
              <td className={styles.number}>{line.qty}</td>
              <td className={styles.number}>{formatPrice(line.rowTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.bottom}>
        <div className={styles.addresses}>
          {shippingAddress ? <Party heading={labels.shippingAddress} address={shippingAddress} /> : null}
          {billingAddress ? <Party heading={labels.billingAddress} address={billingAddress} /> : null}
        </div>
        <table className={styles.totals}>
          <caption className={styles.caption}>{labels.totals}</caption>
          <tbody>
            {totals.map((total) => (
              <tr key={total.label} className={total.emphasis ? styles.due : undefined}>
                <th scope="row">{total.label}</th>
                <td className={styles.number}>{formatPrice(total.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Party({ heading, address }: { heading: string; address: OrderDetailAddress }) {
  return (
    <div className={styles.party}>
      <h2 className={styles.partyHeading}>{heading}</h2>
      <address className={styles.address}>
        <span className={styles.strong}>{address.name}</span>
        {address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </div>
  );
}
