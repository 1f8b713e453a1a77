import { type MiniCartView as CartView, type MiniCartViewSource, selectMiniCartView } from '@citerne/cart-sync';
import type { MiniCartLineItem } from '@citerne/ui-kit';
import { imageUrl } from '../catalog/imageUrl';
import { productHref } from '../catalog/productHref';

/** The mini-cart view of `@citerne/cart-sync` with its lines as the ui-kit `MiniCart` draws them in this shop. */
export interface MiniCartView extends Omit<CartView, 'lines'> {
  readonly lines: MiniCartLineItem[];
}

/**
 * `selectMiniCartView` of `@citerne/cart-sync` (row totals, subtotal, pending and editable lines), each line linked to
 * its product page by the shop's routes (SPEC §2 "Routes": a variant's page names the child sku) and its image served
 * by the shop's image service.
 *
 * @example
 * miniCartView({ ...useCart(), translate }).lines[0]; // { id: '3f2a…', href: '/p/CS-EP-10/citerne-…/CS-EP-10-NOIR', rowTotal: 869, … }
 */
export function miniCartView(source: MiniCartViewSource): MiniCartView {
  const view = selectMiniCartView(source);
  return {
    ...view,
    lines: view.lines.map(({ productSku, variantSku, urlKey, image, ...line }) => ({
      ...line,
      href: productHref({ sku: productSku, url_key: urlKey }, variantSku),
      image: { src: image ?? '', alt: '', imageUrl: imageUrl(image) },
    })),
  };
}
