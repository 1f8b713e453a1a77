import type { SavedProduct } from '@citerne/account';
import { useLingui } from '@lingui/react/macro';
import { SavedCompareToggle, SavedWishlistToggle } from './SavedToggleButtons';
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
      <SavedWishlistToggle
        sku={product.sku}
        label={t`Wishlist: ${product.name}`}
        onToggle={() => saved.toggleWishlist(product)}
      />
      <SavedCompareToggle
        sku={product.sku}
        text={t`Compare`}
        label={t`Compare ${product.name}`}
        onToggle={() => saved.toggleCompare(product)}
      />
    </div>
  );
}
