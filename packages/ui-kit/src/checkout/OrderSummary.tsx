import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { IconButton } from '../actions/IconButton';
import { CartLineControls } from '../cart/CartLineControls';
import { Image, type ImageUrlBuilder } from '../media/Image';
import { Price } from '../product/Price';
import { useLinkComponent } from '../provider/LinkProvider';
import styles from './OrderSummary.module.css';

/** A cart line as the order summary shows it. */
export interface OrderSummaryLine {
  id: string;
  name: string;
  /** The product page; the name is plain text without it. */
  href?: string;
  image?: { src: string; alt: string; imageUrl?: ImageUrlBuilder };
  /** Chosen options, e.g. ["Volume : 10 m³", "Couleur : vert"]. */
  options?: ReadonlyArray<string>;
  qty: number;
  /** Highest quantity the stock allows (editable summary). */
  maxQty?: number;
  /** Row total incl. tax, in euros. */
  rowTotalInclTax: number;
}

/** A totals segment of the cart (SPEC §9 segments, as the shop API names them). */
export interface OrderSummarySegment {
  /** e.g. "subtotal", "shipping", "discount", "tax", "grand_total"; `grand_total` is emphasised. */
  code: string;
  /** e.g. "Total TTC". */
  title: string;
  /** In euros; negative for a discount. */
  value: number;
}

/** Texts of {@link OrderSummary}. */
export interface OrderSummaryLabels {
  /** Heading, e.g. "Récapitulatif de la commande". */
  title: string;
  /** Accessible name of the line list, e.g. "Articles de la commande". */
  lines: string;
  /** The quantity of a read-only line, e.g. `(line) => \`Quantité : ${line.qty}\``. */
  quantity: (line: OrderSummaryLine) => string;
  /** Caption of the totals table, e.g. "Total de la commande". */
  totals: string;
  /** Drawn for a shipping segment of 0 €, e.g. "Offerte". */
  freeShipping?: string;
}

/** Texts of the editable summary's line controls. */
export interface OrderSummaryEditLabels {
  /** Accessible name of the quantity field, e.g. `(line) => \`Quantité de ${line.name}\``. */
  quantity: (line: OrderSummaryLine) => string;
  decrease: string;
  increase: string;
  remove: (line: OrderSummaryLine) => string;
  /** The removal question, e.g. `(line) => \`Retirer « ${line.name} » du panier ?\``. */
  confirmRemove: (line: OrderSummaryLine) => string;
  confirm: string;
  cancel: string;
  /** Accessible name of the edit button, e.g. `(line) => \`Modifier les options de ${line.name}\``; needed with `onEdit`. */
  edit?: (line: OrderSummaryLine) => string;
}

/** Quantity, confirmed removal and edit of the lines, for the summary at the top of the checkout. */
export interface OrderSummaryEditing {
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** Opens the line's options again (e.g. a cart line editor, or back to the product page). */
  onEdit?: (lineId: string) => void;
  /** Lines whose options can be changed with `onEdit` (e.g. only configurable products); every line when left out. */
  editableLineIds?: ReadonlyArray<string>;
  /** Lines being synchronised; their controls are disabled. */
  pendingLineIds?: ReadonlyArray<string>;
  labels: OrderSummaryEditLabels;
}

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  lines: ReadonlyArray<OrderSummaryLine>;
  segments: ReadonlyArray<OrderSummarySegment>;
  labels: OrderSummaryLabels;
  /** A line above the totals, e.g. "Plus que 42,00 € pour la livraison offerte". */
  freeShippingNote?: ReactNode;
  /** Draws the note as good news once the threshold is reached. */
  freeShippingReached?: boolean;
  /** Content between the note and the totals, e.g. the delivery cost for the shopper's postcode (`DeliveryEstimate`). */
  beforeTotals?: ReactNode;
  /** Lets the shopper change quantities and remove lines; read-only without it (the review step). */
  editable?: OrderSummaryEditing;
  /** Heading level of the title; defaults to 2. */
  headingLevel?: 2 | 3;
}

/**
 * The cart summary of the checkout: lines with their options, quantity and row total, an optional free
 * shipping note, and the totals as a table whose grand total stands out. Editable at the top of the checkout
 * (quantity stepper, removal asked first, as in the mini-cart), read-only in the review step.
 *
 * @example
 * <OrderSummary lines={lines} segments={cart.segments} labels={labels}
 *   editable={{ onQuantityChange: update, onRemove: remove, labels: editLabels }} />
 */
export function OrderSummary({
  lines,
  segments,
  labels,
  freeShippingNote,
  freeShippingReached = false,
  beforeTotals,
  editable,
  headingLevel = 2,
}: OrderSummaryProps) {
  const Anchor = useLinkComponent();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {labels.title}
      </Heading>
      <ul className={styles.lines} aria-label={labels.lines}>
        {lines.map((line) => {
          const pending = editable?.pendingLineIds?.includes(line.id) ?? false;
          const canEdit = Boolean(
            editable?.onEdit && editable.labels.edit && (editable.editableLineIds?.includes(line.id) ?? true),
          );
          return (
            <li
              key={line.id}
              className={[styles.line, !line.image && styles.noImage, canEdit && styles.withEdit]
                .filter(Boolean)
                .join(' ')}
              aria-busy={pending || undefined}
            >
              {line.image ? (
                <Image
                  src={line.image.src}
                  alt={line.image.alt}
                  imageUrl={line.image.imageUrl}
                  size="cart"
                  fit="contain"
                  className={styles.image}
                />
              ) : null}
              <div className={styles.body}>
                {line.href ? (
                  <Anchor href={line.href} className={styles.name}>
                    {line.name}
                  </Anchor>
                ) : (
                  <span className={styles.name}>{line.name}</span>
                )}
                {line.options && line.options.length > 0 ? (
                  <ul className={styles.options}>
                    {line.options.map((option) => (
                      <li key={option}>{option}</li>
                    ))}
                  </ul>
                ) : null}
                {editable ? (
                  <div className={styles.controls}>
                    <CartLineControls
                      quantity={line.qty}
                      maxQuantity={line.maxQty}
                      pending={pending}
                      labels={{
                        quantity: editable.labels.quantity(line),
                        decrease: editable.labels.decrease,
                        increase: editable.labels.increase,
                        remove: editable.labels.remove(line),
                        confirmRemove: editable.labels.confirmRemove(line),
                        confirm: editable.labels.confirm,
                        cancel: editable.labels.cancel,
                      }}
                      onQuantityChange={(quantity) => editable.onQuantityChange(line.id, quantity)}
                      onRemove={() => editable.onRemove(line.id)}
                    />
                  </div>
                ) : (
                  <p className={styles.quantity}>{labels.quantity(line)}</p>
                )}
              </div>
              <Price amount={line.rowTotalInclTax} className={styles.price} />
              {canEdit && editable?.labels.edit ? (
                <IconButton
                  icon="pencil"
                  label={editable.labels.edit(line)}
                  disabled={pending}
                  className={styles.edit}
                  onClick={() => editable.onEdit?.(line.id)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {freeShippingNote ? (
        <div className={freeShippingReached ? `${styles.note} ${styles.reached}` : styles.note}>{freeShippingNote}</div>
      ) : null}
      {beforeTotals ? <div className={styles.beforeTotals}>{beforeTotals}</div> : null}
      <table className={styles.totals}>
        <caption>
          <VisuallyHidden>{labels.totals}</VisuallyHidden>
        </caption>
        <tbody>
          {segments.map((segment) => {
            const grand = segment.code === 'grand_total';
            return (
              <tr key={segment.code} className={grand ? styles.grandTotal : undefined}>
                <th scope="row">{segment.title}</th>
                <td>
                  {segment.code === 'shipping' && segment.value === 0 && labels.freeShipping ? (
                    labels.freeShipping
                  ) : (
                    <Price amount={segment.value} size={grand ? 'lg' : 'md'} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
