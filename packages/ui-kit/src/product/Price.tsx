import { formatPrice } from '@citerne/pricing';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import styles from './Price.module.css';

/** Props of {@link Price}. */
export interface PriceProps {
  /** Price the shopper pays, in euros. */
  amount: number;
  /** Price before a special price, in euros; drawn struck through when higher than `amount`. */
  originalAmount?: number;
  /** Tax mention shown after the price, e.g. "TTC" or "HT". */
  taxLabel?: string;
  /** Screen-reader text before the struck price, e.g. "Prix initial :". */
  originalLabel?: string;
  /** Screen-reader text before the paid price when a struck price is shown, e.g. "Prix promotionnel :". */
  currentLabel?: string;
  /** Prefix for products whose price depends on options, e.g. "À partir de". */
  fromLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A money amount in the shop's format (fr-FR, `1 234,50 €`), with an optional struck original
 * price and tax mention. Formatting comes from `formatPrice` of `@citerne/pricing` (SPEC §9).
 *
 * @example
 * <Price amount={349} originalAmount={399} taxLabel="TTC" originalLabel="Prix initial :" currentLabel="Prix promotionnel :" />
 */
export function Price({
  amount,
  originalAmount,
  taxLabel,
  originalLabel,
  currentLabel,
  fromLabel,
  size = 'md',
  className,
}: PriceProps) {
  const discounted = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      {fromLabel ? <span className={styles.from}>{fromLabel} </span> : null}
      {discounted ? (
        <>
          <del className={styles.original}>
            {originalLabel ? <VisuallyHidden>{originalLabel} </VisuallyHidden> : null}
            {formatPrice(originalAmount)}
          </del>{' '}
        </>
      ) : null}
      <span className={discounted ? `${styles.final} ${styles.special}` : styles.final}>
        {discounted && currentLabel ? <VisuallyHidden>{currentLabel} </VisuallyHidden> : null}
        {formatPrice(amount)}
      </span>
      {taxLabel ? <span className={styles.tax}> {taxLabel}</span> : null}
    </span>
  );
}
