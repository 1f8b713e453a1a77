import type { StockItem } from '@citerne/core-api/contract';
import type { CartState } from '../cart/CartState';
import { removeCartItem } from '../cart/removeCartItem';

/**
 * The stock sync of one cart line (SPEC §4 "Cart"): in stock sets the info "In stock!"; out of stock
 * sets the error "Out of the stock!" (each stored as its message code, `inStock`, `outOfTheStock`) when out-of-stock items are allowed in the cart or cart sync is
 * on, and otherwise removes the line. `syncEnabled`: cart sync is on — switched on in the configuration
 * (`synchronize`) and not disabled by a refused cart (`CartState.syncEnabled`).
 * @example
 * const next = applyLineStock(state, line.checksum, record, { allowOutOfStockInCart: true, syncEnabled: true });
 */
export function applyLineStock(
  state: CartState,
  checksum: string,
  record: Pick<StockItem, 'is_in_stock' | 'stock_status'>,
  { allowOutOfStockInCart, syncEnabled }: { allowOutOfStockInCart: boolean; syncEnabled: boolean },
): CartState {
  const line = state.items.find((item) => item.checksum === checksum);
  if (!line) return state;
  const inStock = record.is_in_stock && record.stock_status !== 'out_of_stock';
  if (!inStock && !allowOutOfStockInCart && !syncEnabled) return removeCartItem(state, checksum);
  const { stock: _info, ...info } = line.info ?? {};
  const { stock: _error, ...errors } = line.errors ?? {};
  const patched = inStock
    ? { ...line, is_in_stock: true, info: { ...info, stock: 'inStock' }, errors }
    : { ...line, is_in_stock: false, info, errors: { ...errors, stock: 'outOfTheStock' } };
  return { ...state, items: state.items.map((item) => (item === line ? patched : item)) };
}
