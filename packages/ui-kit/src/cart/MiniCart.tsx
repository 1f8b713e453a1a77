import type { ReactNode } from 'react';
import { Link } from '../actions/Link';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorView, type ErrorViewProps } from '../feedback/ErrorView';
import { Skeleton } from '../feedback/Skeleton';
import { Spinner } from '../feedback/Spinner';
import { Price } from '../product/Price';
import styles from './MiniCart.module.css';
import { MiniCartLine, type MiniCartLineItem, type MiniCartLineLabels } from './MiniCartLine';

/** A totals row, e.g. "Sous total HT", "Frais de port TTC", "Total TTC" (SPEC §9 totals segments). */
export interface MiniCartTotal {
  label: string;
  amount: number;
  /** Shown instead of the amount, e.g. "Offerte" for a free delivery. */
  text?: string;
  /** The grand total, drawn larger. */
  emphasis?: boolean;
}

/** Texts of the mini-cart. */
export interface MiniCartLabels extends MiniCartLineLabels {
  /** Accessible name of the line list, e.g. "Articles du panier". */
  lines: string;
  loading: string;
  emptyTitle: string;
  emptyDescription?: string;
  continueShopping: string;
  checkout: string;
}

/** Props of {@link MiniCart}. */
export interface MiniCartProps {
  /** `loading` while the panel or the cart loads, `error` when the lazy panel failed (SPEC §2, §8). */
  status: 'loading' | 'ready' | 'error';
  lines: ReadonlyArray<MiniCartLineItem>;
  totals: ReadonlyArray<MiniCartTotal>;
  labels: MiniCartLabels;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** Opens a line's options again (a cart line editor); the lines get an edit button (label `labels.edit`). */
  onEdit?: (lineId: string) => void;
  /** Lines whose options can be changed with `onEdit` (e.g. only configurable products); every line when left out. */
  editableLineIds?: ReadonlyArray<string>;
  checkoutHref: string;
  continueHref: string;
  /** Lines being synchronised; their controls are disabled. */
  pendingLineIds?: ReadonlyArray<string>;
  /** The lazy-load error view (SPEC §8): message, Try again (online only) and Close. */
  error?: ErrorViewProps;
  /** A line above the totals, e.g. the free-shipping threshold. */
  notice?: ReactNode;
  /** Content between the notice and the totals, e.g. the delivery cost for the shopper's postcode (`DeliveryEstimate`). */
  beforeTotals?: ReactNode;
}

/**
 * The mini-cart panel content (put it in a right `Drawer`, 700 px on desktop): lines with quantity
 * edit, confirmed removal and, with `onEdit`, an options edit button, totals and the checkout link, plus
 * its loading, empty and error views.
 *
 * @example
 * <Drawer open={open} onClose={close} title="Mon panier" closeLabel="Fermer le panier">
 *   <MiniCart status="ready" lines={lines} totals={totals} labels={labels} onQuantityChange={update}
 *     onRemove={remove} checkoutHref="/checkout" continueHref="/" />
 * </Drawer>
 */
export function MiniCart({
  status,
  lines,
  totals,
  labels,
  onQuantityChange,
  onRemove,
  onEdit,
  editableLineIds,
  checkoutHref,
  continueHref,
  pendingLineIds = [],
  error,
  notice,
  beforeTotals,
}: MiniCartProps) {
  if (status === 'error' && error) return <ErrorView {...error} />;
  if (status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner label={labels.loading} />
        {[0, 1].map((index) => (
          <div key={index} className={styles.skeletonLine}>
            <Skeleton shape="rect" width="5rem" height="5rem" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <EmptyState
        icon="cart"
        title={labels.emptyTitle}
        description={labels.emptyDescription}
        action={
          <Link href={continueHref} appearance="button">
            {labels.continueShopping}
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.miniCart}>
      <ul className={styles.lines} aria-label={labels.lines}>
        {lines.map((line) => (
          <MiniCartLine
            key={line.id}
            line={line}
            labels={labels}
            pending={pendingLineIds.includes(line.id)}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
            {...(onEdit && (editableLineIds?.includes(line.id) ?? true) ? { onEdit } : {})}
          />
        ))}
      </ul>
      {notice ? <div className={styles.notice}>{notice}</div> : null}
      {beforeTotals ? <div className={styles.beforeTotals}>{beforeTotals}</div> : null}
      <dl className={styles.totals}>
        {totals.map((total) => (
          <div key={total.label} className={total.emphasis ? `${styles.total} ${styles.grandTotal}` : styles.total}>
            <dt>{total.label}</dt>
            <dd>
              {total.text !== undefined ? (
                <span className={styles.totalText}>{total.text}</span>
              ) : (
                <Price amount={total.amount} size={total.emphasis ? 'lg' : 'md'} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link href={checkoutHref} appearance="button" variant="accent" size="lg">
          {labels.checkout}
        </Link>
        <Link href={continueHref} appearance="button" variant="ghost">
          {labels.continueShopping}
        </Link>
      </div>
    </div>
  );
}
