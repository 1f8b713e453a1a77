import { selectVariant } from '@citerne/product';
import type { CartLine } from '../item/CartLineSchema';
import { cartNotification } from '../notification/CartNotification';
import type { CartProduct } from '../product/CartProduct';
import { prepareCartItems, type RefusedProduct } from '../product/prepareCartItems';
import { checkQuantity } from '../quantity/checkQuantity';
import { addCartLine } from './addCartLine';
import type { CartEngine } from './CartEngine';
import type { CartSync } from './CartSync';
import { skippedSync } from './skippedSync';

/**
 * The methods that change the cart's lines (SPEC §4 "Cart", §5): each applies at once, is remembered as the
 * shopper's change, then syncs.
 * @example
 * const lines = cartLineMethods(engine);
 * await lines.addToCart({ ...product, qty: 2 });
 */
export function cartLineMethods(
  engine: CartEngine,
): Pick<CartSync, 'addToCart' | 'updateQuantity' | 'removeItem' | 'removeProduct' | 'configureItem'> {
  const { config, validators, dispatch, notify } = engine;
  return {
    async addToCart(products) {
      const list: readonly CartProduct[] = Array.isArray(products) ? products : [products as CartProduct];
      const prepared = prepareCartItems(list, { config, validators });
      const refused: RefusedProduct[] = [...prepared.refused];
      for (const product of prepared.refused) {
        for (const message of product.messages)
          notify(cartNotification('product-refused', 'danger', message, product.sku));
      }
      const added: CartLine[] = [];
      if (prepared.lines.length > 0) {
        dispatch({ type: 'adding', value: true });
        try {
          const online = engine.isOnline();
          for (const line of prepared.lines) {
            const outcome = await addCartLine(engine, line, { online });
            if ('refused' in outcome) refused.push(outcome.refused);
            else added.push(outcome.line);
          }
        } finally {
          dispatch({ type: 'adding', value: false });
        }
      }
      const sync = added.length > 0 ? await engine.scheduleSync() : skippedSync('no-cart');
      return { added, refused, sync };
    },
    async updateQuantity(checksum, qty) {
      const line = engine.getState().items.find((item) => item.checksum === checksum);
      if (!line) return { ok: false, message: { code: 'someProductsNotAvailable' } };
      const checked = checkQuantity(qty, { maxQuantity: line.maxQuantity ?? config.maxQuantity });
      if (!checked.ok) {
        notify(cartNotification('product-refused', 'danger', checked.message, line.sku));
        return checked;
      }
      dispatch({ type: 'updateQty', checksum, qty: checked.qty });
      engine.shopperChanged(checksum);
      return { ok: true, sync: await engine.scheduleSync() };
    },
    async removeItem(checksum) {
      dispatch({ type: 'remove', checksum });
      return engine.scheduleSync();
    },
    async removeProduct(sku) {
      dispatch({ type: 'removeProduct', sku });
      return engine.scheduleSync();
    },
    async configureItem(checksum, parent, choice) {
      const line = engine.getState().items.find((item) => item.checksum === checksum);
      if (!line) return null;
      // SPEC §4 "Variant selection", the rule of the page and the API: no fallback to another child than the one
      // chosen, out-of-stock children only where the cart accepts them.
      const variant =
        selectVariant(parent.configurable_children, choice, {
          listOutOfStock: config.allowOutOfStockInCart,
          fallbackToFirstAvailable: false,
        })?.variant ?? null;
      const custom = line.product_option?.extension_attributes?.custom_options;
      const { lines, refused } = variant
        ? prepareCartItems(
            [
              {
                ...parent,
                parentSku: parent.sku,
                selectedVariant: variant,
                qty: line.qty,
                ...(custom ? { product_option: { extension_attributes: { custom_options: custom } } } : {}),
              },
            ],
            { config, validators },
          )
        : { lines: [], refused: [{ sku: parent.sku, messages: [{ code: 'noVariants' }] } satisfies RefusedProduct] };
      const next = lines[0];
      if (!next) {
        for (const message of refused.flatMap((product: RefusedProduct) => product.messages)) {
          notify(cartNotification('product-refused', 'danger', message, parent.sku));
        }
        return null;
      }
      if (next.checksum === checksum) return skippedSync('synced');
      dispatch({ type: 'remove', checksum });
      dispatch({ type: 'add', line: next });
      engine.shopperChanged(next.checksum);
      return engine.scheduleSync();
    },
  };
}
