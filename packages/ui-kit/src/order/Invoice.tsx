import { formatPrice } from '@citerne/pricing';
import { type ReactNode, useId } from 'react';
import styles from './Invoice.module.css';

/** The shop as the seller of an invoice (French mandatory mentions: SIRET, VAT number, RCS). */
export interface InvoiceSeller {
  name: string;
  addressLines: ReadonlyArray<string>;
  siret?: string;
  vatNumber?: string;
  /** e.g. "RCS Perpignan 123 456 789". */
  rcs?: string;
  email: string;
  phone: string;
  /** The shop's logo, decorative (the name is written next to it). */
  logo?: ReactNode;
}

/** The buyer or the delivery address of an invoice. */
export interface InvoiceParty {
  name: string;
  addressLines: ReadonlyArray<string>;
  email?: string;
  company?: string;
  /** A company's intra-community VAT number. */
  taxId?: string;
}

/** One line of an invoice; amounts in euros, as the order holds them (never computed here). */
export interface InvoiceLine {
  sku: string;
  name: string;
  options?: ReadonlyArray<string>;
  qty: number;
  unitExclTax: number;
  /** e.g. 20 for 20 %. */
  taxPercent: number;
  rowExclTax: number;
  rowTax: number;
  rowInclTax: number;
}

/** A totals row of an invoice, e.g. "Total HT", "TVA 20 %", "Total TTC". */
export interface InvoiceTotal {
  label: string;
  /** In euros. */
  value: number;
  /** The amount due, drawn larger. */
  emphasis?: boolean;
}

/** Texts of {@link Invoice}. */
export interface InvoiceLabels {
  /** The document's heading, e.g. "Facture". */
  title: string;
  invoiceNumber: string;
  orderNumber: string;
  date: string;
  payment: string;
  status: string;
  /** e.g. "SIRET". */
  siret: string;
  /** e.g. "N° TVA intracommunautaire". */
  vatNumber: string;
  email: string;
  phone: string;
  /** e.g. "Facturé à". */
  billedTo: string;
  /** e.g. "Livré à". */
  shippedTo: string;
  /** Before a buyer's VAT number, e.g. "N° TVA". */
  taxId: string;
  /** Caption of the lines table, e.g. "Détail des articles". */
  lines: string;
  /** Caption of the totals table, e.g. "Totaux de la facture". */
  totals: string;
  columns: {
    sku: string;
    name: string;
    qty: string;
    unitExclTax: string;
    taxPercent: string;
    rowExclTax: string;
    rowTax: string;
    rowInclTax: string;
  };
}

/** Props of {@link Invoice}. */
export interface InvoiceProps {
  seller: InvoiceSeller;
  invoiceNumber: string;
  orderNumber: string;
  /** Already formatted by the shop, e.g. "12 mars 2025". */
  date: string;
  customer: InvoiceParty;
  shippingAddress?: InvoiceParty;
  lines: ReadonlyArray<InvoiceLine>;
  totals: ReadonlyArray<InvoiceTotal>;
  paymentLabel: string;
  /** e.g. "Payée le 12 mars 2025". */
  status?: string;
  /** Mandatory mentions at the foot: payment terms, late penalties, the 40 € recovery fee, VAT exemption… */
  legalNotes: ReadonlyArray<string>;
  labels: InvoiceLabels;
  /** The page's actions, e.g. an "Imprimer" button; never printed. */
  children?: ReactNode;
}

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });

/**
 * A printable French invoice: seller with its legal identifiers, invoice and order numbers, buyer and delivery
 * addresses, the lines (excl. tax unit price, VAT rate, excl. tax, VAT and incl. tax totals) and the totals as
 * tables with captions and header scopes, then the legal notes. Printing drops shadows and colours, keeps rows
 * whole across pages and hides the actions and anything marked `data-print="hide"` on the page.
 *
 * @example
 * <Invoice seller={seller} invoiceNumber="FA-2025-00042" orderNumber="000001042" date="12 mars 2025"
 *   customer={customer} lines={lines} totals={totals} paymentLabel="Carte bancaire" legalNotes={notes} labels={labels}>
 *   <Button icon="printer" onClick={() => window.print()}>Imprimer</Button>
 * </Invoice>
 */
export function Invoice({
  seller,
  invoiceNumber,
  orderNumber,
  date,
  customer,
  shippingAddress,
  lines,
  totals,
  paymentLabel,
  status,
  legalNotes,
  labels,
  children,
}: InvoiceProps) {
  const id = useId();
  const { columns } = labels;
  return (
    <article className={styles.invoice} aria-labelledby={`${id}-title`}>
      {children ? (
        <div className={styles.actions} data-print="hide">
          {children}
        </div>
      ) : null}
      <header className={styles.header}>
        <div className={styles.seller}>
          {seller.logo ? <div className={styles.logo}>{seller.logo}</div> : null}
          <p className={styles.sellerName}>{seller.name}</p>
          <address className={styles.address}>
            {seller.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              {labels.phone} {seller.phone}
            </span>
            <span>
              {labels.email} {seller.email}
            </span>
          </address>
        </div>
        <div className={styles.document}>
          <h1 id={`${id}-title`} className={styles.title}>
            {`${labels.title} ${invoiceNumber}`}
          </h1>
          <dl className={styles.meta}>
            <div>
              <dt>{labels.invoiceNumber}</dt>
              <dd>{invoiceNumber}</dd>
            </div>
            <div>
              <dt>{labels.orderNumber}</dt>
              <dd>{orderNumber}</dd>
            </div>
            <div>
              <dt>{labels.date}</dt>
              <dd>{date}</dd>
            </div>
            <div>
              <dt>{labels.payment}</dt>
              <dd>{paymentLabel}</dd>
            </div>
            {status ? (
              <div>
                <dt>{labels.status}</dt>
                <dd>{status}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>
      <div className={styles.parties}>
        <Party heading={labels.billedTo} party={customer} taxIdLabel={labels.taxId} />
        {shippingAddress ? (
          <Party heading={labels.shippedTo} party={shippingAddress} taxIdLabel={labels.taxId} />
        ) : null}
      </div>
      {/* A wide table scrolls on a phone; the named, focusable region makes that scroll reachable by keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard */}
      <section className={styles.scroll} aria-labelledby={`${id}-lines`} tabIndex={0}>
        <table className={styles.lines}>
          <caption id={`${id}-lines`} className={styles.caption}>
            {labels.lines}
          </caption>
          <thead className={styles.head}>
            <tr>
              <th scope="col">{columns.sku}</th>
              <th scope="col">{columns.name}</th>
              <th scope="col" className={styles.number}>
                {columns.qty}
              </th>
              <th scope="col" className={styles.number}>
                {columns.unitExclTax}
              </th>
              <th scope="col" className={styles.number}>
                {columns.taxPercent}
              </th>
              <th scope="col" className={styles.number}>
                {columns.rowExclTax}
              </th>
              <th scope="col" className={styles.number}>
                {columns.rowTax}
              </th>
              <th scope="col" className={styles.number}>
                {columns.rowInclTax}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.sku}>
                <td className={styles.sku}>{line.sku}</td>
                <th scope="row" className={styles.name}>
                  {line.name}
                  {line.options?.map((option) => (
                    <span key={option} className={styles.option}>
                      {option}
                    </span>
                  ))}
                </th>
                <td className={styles.number}>{line.qty}</td>
                <td className={styles.number}>{formatPrice(line.unitExclTax)}</td>
                <td className={styles.number}>{percent.format(line.taxPercent / 100)}</td>
                <td className={styles.number}>{formatPrice(line.rowExclTax)}</td>
                <td className={styles.number}>{formatPrice(line.rowTax)}</td>
                <td className={styles.number}>{formatPrice(line.rowInclTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
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
      <footer className={styles.footer}>
        {legalNotes.length > 0 ? (
          <ul className={styles.notes}>
            {legalNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.identifiers}>
          {[
            seller.name,
            seller.siret ? `${labels.siret} ${seller.siret}` : null,
            seller.rcs,
            seller.vatNumber ? `${labels.vatNumber} ${seller.vatNumber}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </footer>
    </article>
  );
}

function Party({ heading, party, taxIdLabel }: { heading: string; party: InvoiceParty; taxIdLabel: string }) {
  return (
    <div className={styles.party}>
      <h2 className={styles.partyHeading}>{heading}</h2>
      <address className={styles.address}>
        {party.company ? <span className={styles.strong}>{party.company}</span> : null}
        <span className={party.company ? undefined : styles.strong}>{party.name}</span>
        {party.addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {party.email ? <span>{party.email}</span> : null}
        {party.taxId ? (
          <span>
            {taxIdLabel} {party.taxId}
          </span>
        ) : null}
      </address>
    </div>
  );
}
