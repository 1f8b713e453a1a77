import { Skeleton } from '../feedback/Skeleton';
import { ProductCard, type ProductCardProps } from './ProductCard';
import styles from './ProductGrid.module.css';

/** A product of a {@link ProductGrid}: the card's props plus a stable id. */
export type ProductGridItem = ProductCardProps & { id: string };

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  items: ReadonlyArray<ProductGridItem>;
  /** Accessible name of the list, e.g. "Produits de la catégorie Citernes souples". */
  label: string;
  /** Shows `skeletonCount` placeholders (SPEC §9: homepage lists 8, search pages 16 or 18). */
  loading?: boolean;
  skeletonCount?: number;
  /** Cards of the first row load their image eagerly. */
  priorityCount?: number;
}

/**
 * A responsive grid of product cards: 2 columns on phones, 3 from 768 px, 4 from 1024 px.
 *
 * @example
 * <ProductGrid label="Meilleures ventes" items={products.map(toCardProps)} />
 */
export function ProductGrid({ items, label, loading = false, skeletonCount = 8, priorityCount = 0 }: ProductGridProps) {
  if (loading) {
    return (
      <ul className={styles.grid} aria-label={label} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.placeholder}>
            <Skeleton shape="rect" height="14rem" />
            <Skeleton lines={2} />
            <Skeleton width="40%" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map(({ id, ...card }, index) => (
        <li key={id}>
          <ProductCard {...card} priority={card.priority ?? index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
