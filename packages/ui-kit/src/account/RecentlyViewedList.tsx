import { Button } from '../actions/Button';
import { Link } from '../actions/Link';
import { EmptyState } from '../feedback/EmptyState';
import styles from './RecentlyViewedList.module.css';

/** A product the shopper looked at. */
export interface RecentlyViewedProduct {
  sku: string;
  name: string;
  href: string;
  /** A small image URL, already sized by the shop. */
  image?: string;
}

/** Texts of {@link RecentlyViewedList}. */
export interface RecentlyViewedListLabels {
  list: string;
  /** e.g. "Effacer l’historique". */
  clear: string;
  empty: string;
  emptyHint: string;
}

/** Props of {@link RecentlyViewedList}. */
export interface RecentlyViewedListProps {
  products: ReadonlyArray<RecentlyViewedProduct>;
  onClear: () => void;
  labels: RecentlyViewedListLabels;
}

/**
 * The products the shopper viewed last (SPEC §2 "My Account: recently viewed products"), newest first, each a link
 * to its page, and a button that forgets them.
 *
 * @example
 * <RecentlyViewedList products={viewed} onClear={clear} labels={labels} />
 */
export function RecentlyViewedList({ products, onClear, labels }: RecentlyViewedListProps) {
  if (products.length === 0) return <EmptyState icon="search" title={labels.empty} description={labels.emptyHint} />;
  return (
    <div className={styles.viewed}>
      <ul className={styles.list} aria-label={labels.list}>
        {products.map((product) => (
          <li key={product.sku}>
            <Link href={product.href} appearance="subtle" className={styles.teaser}>
              {product.image ? (
                <img className={styles.image} src={product.image} alt="" width={96} height={96} loading="lazy" />
              ) : (
                <span className={styles.image} />
              )}
              <span className={styles.name}>{product.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="ghost" icon="trash" onClick={onClear}>
          {labels.clear}
        </Button>
      </div>
    </div>
  );
}
