import type { SavedProduct } from '@citerne/account';
import { CompareToggle, WishlistToggle } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useSavedToggles } from './useSavedToggles';

/**
 * The product page's wishlist heart and compare toggle (SPEC §2 "Compare products", "Wishlist": from the product
 * page too), beside the add-to-cart button.
 * @example
 * <ProductSavedToggles product={{ sku, name, href, image }} />
 */
export function ProductSavedToggles({ product }: { product: SavedProduct }) {
  const { t } = useLingui();
  const saved = useSavedToggles();
  return (
    <div className="product-saved">
      <WishlistToggle
        label={t`Wishlist: ${product.name}`}
        pressed={saved.inWishlist(product.sku)}
        onToggle={() => saved.toggleWishlist(product)}
      />
      <CompareToggle
        text={t`Compare`}
        label={t`Compare ${product.name}`}
        pressed={saved.inCompare(product.sku)}
        onToggle={() => saved.toggleCompare(product)}
      />
    </div>
  );
}
