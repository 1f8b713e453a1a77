import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../feedback/Badge';
import { Image, type ImageUrlBuilder } from '../media/Image';
import { useLinkComponent } from '../provider/LinkProvider';
import { Price } from './Price';
import styles from './ProductCard.module.css';
import { Rating } from './Rating';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** Product name, the card's heading and the text of its link. */
  name: string;
  /** Product page URL, e.g. `/p/CIT-10/citerne-souple-10m3`. */
  href: string;
  /** Packshot in the SPEC §9 category thumbnail box (250×375). */
  /**
   * `sizes` tells the browser how wide the card is drawn, so it picks the right `srcset` candidate: about half
   * the viewport in a two-column phone grid (`(min-width: 768px) 250px, 50vw`); defaults to the Image's.
   */
  image: { src: string; alt: string; imageUrl?: ImageUrlBuilder; sizes?: string };
  /** Loads the image eagerly (first row of a grid, above the fold). */
  priority?: boolean;
  /** Final price in euros. */
  price: number;
  /** Price before the special price, in euros; struck through when higher. */
  originalPrice?: number;
  /** Texts of the price: tax mention and screen-reader labels. */
  priceLabels?: { tax?: string; original?: string; current?: string; from?: string };
  /** Short labels over the image, e.g. `[{ label: 'Promo', tone: 'sale' }]`. */
  badges?: ReadonlyArray<{ label: string; tone?: BadgeTone }>;
  /** Reviews: average out of 5, its accessible label and a visible count text. */
  rating?: { value: number; label: string; countLabel?: string };
  /** A line under the price, e.g. "Livraison offerte" or "Rupture de stock". */
  note?: string;
  /** Shows the note as unavailable (muted, struck image). */
  unavailable?: boolean;
  /** Heading level of the name within the page outline; defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Actions under the card (e.g. add to cart, compare); they are outside the card link. */
  actions?: ReactNode;
  /** One action drawn over the image's top corner (e.g. the wishlist heart); outside the card link. */
  mediaAction?: ReactNode;
  className?: string;
}

/**
 * A product tile for grids and carousels. The whole card is clickable through its name link
 * (one tab stop), while `actions` stay separate buttons.
 *
 * @example
 * <ProductCard name="Citerne souple 10 m³" href="/p/CS10/citerne-souple-10m3"
 *   image={{ src: '/media/cs10.jpg', alt: '' }} price={549} originalPrice={629}
 *   priceLabels={{ tax: 'TTC', original: 'Prix initial :', current: 'Prix promotionnel :' }}
 *   badges={[{ label: 'Promo', tone: 'sale' }]} />
 */
export function ProductCard({
  name,
  href,
  image,
  priority = false,
  price,
  originalPrice,
  priceLabels = {},
  badges = [],
  rating,
  note,
  unavailable = false,
  headingLevel = 3,
  actions,
  mediaAction,
  className,
}: ProductCardProps) {
  const Anchor = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={[styles.card, unavailable && styles.unavailable, className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <Image
          src={image.src}
          alt={image.alt}
          imageUrl={image.imageUrl}
          {...(image.sizes ? { sizes: image.sizes } : {})}
          size="category"
          fit="contain"
          priority={priority}
          className={styles.image}
        />
        {badges.length > 0 ? (
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge.label}>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {mediaAction ? <div className={styles.mediaAction}>{mediaAction}</div> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Anchor href={href} className={styles.link}>
            {name}
          </Anchor>
        </Heading>
        {rating ? (
          <p className={styles.rating}>
            <Rating value={rating.value} label={rating.label} size="sm" />
            {rating.countLabel ? <span className={styles.count}>{rating.countLabel}</span> : null}
          </p>
        ) : null}
        <p className={styles.price}>
          <Price
            amount={price}
            originalAmount={originalPrice}
            taxLabel={priceLabels.tax}
            originalLabel={priceLabels.original}
            currentLabel={priceLabels.current}
            fromLabel={priceLabels.from}
            size="md"
          />
        </p>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
