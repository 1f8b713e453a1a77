import type { ReactNode } from 'react';
import { Image, type ImageUrlBuilder } from '../media/Image';
import { useLinkComponent } from '../provider/LinkProvider';
import styles from './WishlistList.module.css';

/** A product of a {@link WishlistList}. */
export interface WishlistListItem {
  sku: string;
  name: string;
  href: string;
  image?: { src: string; alt: string; imageUrl?: ImageUrlBuilder };
}

/** Props of {@link WishlistList}. */
export interface WishlistListProps {
  /** Accessible name of the list, e.g. "Ma liste d'envies". */
  label: string;
  items: ReadonlyArray<WishlistListItem>;
  labels: {
    /** The remove button's accessible name for a product. */
    remove: (name: string) => string;
    /** Visible text of the remove button. */
    removeText: string;
  };
  onRemove: (sku: string) => void;
  /** More actions of a product (e.g. compare), after its remove button. */
  actions?: (item: WishlistListItem) => ReactNode;
}

/**
 * The products kept in the wishlist (SPEC §2 "Wishlist"): each with its image, its name linking to its page and a
 * remove button.
 *
 * @example
 * <WishlistList label="Ma liste d'envies" items={items} labels={labels} onRemove={(sku) => wishlist.remove(sku)} />
 */
export function WishlistList({ label, items, labels, onRemove, actions }: WishlistListProps) {
  const Anchor = useLinkComponent();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.sku} className={styles.item}>
          {item.image ? (
            <Image
              src={item.image.src}
              alt={item.image.alt}
              imageUrl={item.image.imageUrl}
              size="cart"
              fit="contain"
              className={styles.image}
            />
          ) : (
            <span className={styles.image} />
          )}
          <Anchor href={item.href} className={styles.name}>
            {item.name}
          </Anchor>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.remove}
              aria-label={labels.remove(item.name)}
              onClick={() => onRemove(item.sku)}
            >
              {labels.removeText}
            </button>
            {actions?.(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
