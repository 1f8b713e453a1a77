import { ProductGrid, type ProductGridItem } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { SavedCompareToggle, SavedWishlistToggle } from '../saved/SavedToggleButtons';
import { useSavedToggles } from '../saved/useSavedToggles';
import { imageUrl } from './imageUrl';
import type { ProductTeaser } from './ProductTeaser';

/**
 * The card labels of a product teaser, in the shop's language, with the wishlist heart over the image and the
 * compare toggle under the card (SPEC §2 "Compare products", "Wishlist": from any product card).
 */
export function useTeaserItems(teasers: readonly ProductTeaser[]): ProductGridItem[] {
  const { t } = useLingui();
  const saved = useSavedToggles();
  return teasers.map((teaser) => {
    const kept = {
      sku: teaser.sku,
      name: teaser.name,
      href: teaser.href,
      ...(teaser.image ? { image: teaser.image } : {}),
    };
    const badges = [
      ...(teaser.originalPrice !== null ? [{ label: t`Sale`, tone: 'sale' as const }] : []),
      ...(teaser.isNew ? [{ label: t`New`, tone: 'new' as const }] : []),
      ...(teaser.madeToMeasure ? [{ label: t`Made to measure`, tone: 'brand' as const }] : []),
    ];
    return {
      id: teaser.sku,
      name: teaser.name,
      href: teaser.href,
      // Two columns on phones, 250 px cards from the tablet breakpoint (ui-kit ProductGrid).
      image: {
        src: teaser.image ?? '',
        alt: '',
        imageUrl: imageUrl(teaser.image),
        sizes: '(min-width: 768px) 250px, 50vw',
      },
      price: teaser.price,
      ...(teaser.originalPrice !== null ? { originalPrice: teaser.originalPrice } : {}),
      priceLabels: {
        tax: t`incl. VAT`,
        original: t`Regular price:`,
        current: t`Special price:`,
        ...(teaser.typeId === 'configurable' || teaser.typeId === 'bundle' ? { from: t`From` } : {}),
      },
      badges,
      ...(teaser.inStock ? {} : { note: t`Out of stock`, unavailable: true }),
      headingLevel: 3,
      mediaAction: (
        <SavedWishlistToggle
          sku={teaser.sku}
          label={t`Wishlist: ${teaser.name}`}
          onToggle={() => saved.toggleWishlist(kept)}
        />
      ),
      actions: (
        <SavedCompareToggle
          sku={teaser.sku}
          text={t`Compare`}
          label={t`Compare ${teaser.name}`}
          onToggle={() => saved.toggleCompare(kept)}
        />
      ),
    };
  });
}

/** A grid of product cards (category pages, home lists, related products). */
export function ProductTeaserGrid({
  teasers,
  label,
  priorityCount = 0,
}: {
  teasers: readonly ProductTeaser[];
  label: string;
  priorityCount?: number;
}) {
  return <ProductGrid items={useTeaserItems(teasers)} label={label} priorityCount={priorityCount} />;
}
