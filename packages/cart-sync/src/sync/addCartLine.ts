import type { CartLine } from '../item/CartLineSchema';
import { cartNotification } from '../notification/CartNotification';
import type { RefusedProduct } from '../product/prepareCartItems';
import { stockNotice } from '../stock/stockNotice';
import { stockStatusOf } from '../stock/stockStatusOf';
import type { CartEngine } from './CartEngine';

/**
 * Adds one prepared line (SPEC §4 "Stock status from a check", §5, §8): its stock checked (volatile when offline),
 * refused out of stock or above its maximum ("Only {maxQuantity} of this type available"), else added — raising
 * the line already there — and remembered as the shopper's change, with its notification.
 * @example
 * const outcome = await addCartLine(engine, line, { online: true });
 */
export async function addCartLine(
  engine: CartEngine,
  line: CartLine,
  { online }: { online: boolean },
): Promise<{ line: CartLine } | { refused: RefusedProduct }> {
  const { backend, config, notify } = engine;
  const status = !online
    ? 'volatile'
    : config.checkStockOnAdd
      ? await stockStatusOf(() => backend.checkStock(line.sku))
      : 'ok';
  const decision = stockNotice(status, config);
  if (!decision.add) {
    notify(cartNotification('out-of-stock', 'danger', { code: 'outOfStock' }, line.sku));
    return { refused: { sku: line.sku, messages: [{ code: 'outOfStock' }] } };
  }
  if (decision.notice) notify(cartNotification('volatile-stock', 'warning', decision.notice.message, line.sku));
  const existing = engine.getState().items.find((item) => item.checksum === line.checksum);
  const max = Math.min(line.maxQuantity ?? config.maxQuantity, existing?.maxQuantity ?? config.maxQuantity);
  if ((existing?.qty ?? 0) + line.qty > max) {
    notify(
      cartNotification('product-refused', 'danger', { code: 'onlyAvailable', params: { maxQuantity: max } }, line.sku),
    );
    return { refused: { sku: line.sku, messages: [{ code: 'onlyAvailable', params: { maxQuantity: max } }] } };
  }
  engine.dispatch({ type: 'add', line });
  engine.shopperChanged(line.checksum);
  notify(
    existing
      ? cartNotification('quantity-updated', 'success', { code: 'quantityUpdated' }, line.sku)
      : cartNotification('product-added', 'success', { code: 'productAdded' }, line.sku),
  );
  return { line };
}
