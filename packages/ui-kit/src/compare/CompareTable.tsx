import type { ReactNode } from 'react';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { Image, type ImageUrlBuilder } from '../media/Image';
import { Price } from '../product/Price';
import { useLinkComponent } from '../provider/LinkProvider';
import styles from './CompareTable.module.css';

/** A product column of a {@link CompareTable}. */
export interface CompareTableProduct {
  sku: string;
  name: string;
  href: string;
  image?: { src: string; alt: string; imageUrl?: ImageUrlBuilder };
  /** Final price in euros; omitted when unknown. */
  price?: number;
  /** The product's value of each row, by row id; a missing value shows `emptyValue`. */
  values: Readonly<Record<string, ReactNode>>;
}

/** Props of {@link CompareTable}. */
export interface CompareTableProps {
  /** The table's caption (its accessible name), e.g. "Comparaison de 2 produits". */
  caption: string;
  products: ReadonlyArray<CompareTableProduct>;
  /** The compared attributes, in order: each becomes a row with its label as the row header. */
  rows: ReadonlyArray<{ id: string; label: string }>;
  labels: {
    /** Header of the first column (above the row headers), e.g. "Caractéristique". */
    attribute: string;
    /** The price row's header. */
    price: string;
    tax?: string;
    /** The remove button's accessible name for a product, e.g. `(name) => 'Retirer ' + name`. */
    remove: (name: string) => string;
    /** Visible text of the remove button. */
    removeText: string;
    /** Shown where a product has no value (default "—", hidden from screen readers, which read `emptyLabel`). */
    emptyValue?: string;
    emptyLabel?: string;
    /** Accessible name of the scrolling region on narrow screens. */
    scrollRegion: string;
  };
  onRemove: (sku: string) => void;
}

/**
 * Products side by side (SPEC §2 "Compare products"): an accessible table — a column per product (its name links
 * to the page, with its image, price and a remove button), a row per comparable attribute with the attribute as
 * the row header. On narrow screens the table scrolls sideways inside a focusable, named region (WCAG 1.4.10).
 *
 * @example
 * <CompareTable caption="Comparaison" products={products} rows={[{ id: 'volume', label: 'Volume' }]}
 *   labels={labels} onRemove={(sku) => compare.remove(sku)} />
 */
export function CompareTable({ caption, products, rows, labels, onRemove }: CompareTableProps) {
  const Anchor = useLinkComponent();
  const empty = (
    <>
      <span aria-hidden="true">{labels.emptyValue ?? '—'}</span>
      {labels.emptyLabel ? <VisuallyHidden>{labels.emptyLabel}</VisuallyHidden> : null}
    </>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.scroller} aria-label={labels.scrollRegion} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner}>
              <span className={styles.cornerText}>{labels.attribute}</span>
            </td>
            {products.map((product) => (
              <th key={product.sku} scope="col" className={styles.product}>
                {product.image ? (
                  <Image
                    src={product.image.src}
                    alt={product.image.alt}
                    imageUrl={product.image.imageUrl}
                    size="cart"
                    fit="contain"
                    className={styles.image}
                  />
                ) : null}
                <Anchor href={product.href} className={styles.name}>
                  {product.name}
                </Anchor>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={labels.remove(product.name)}
                  onClick={() => onRemove(product.sku)}
                >
                  {labels.removeText}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{labels.price}</th>
            {products.map((product) => (
              <td key={product.sku}>
                {product.price === undefined ? empty : <Price amount={product.price} taxLabel={labels.tax} size="sm" />}
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {products.map((product) => {
                const value = product.values[row.id];
                return (
                  <td key={product.sku}>{value === undefined || value === null || value === '' ? empty : value}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
