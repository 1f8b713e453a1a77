import type { StockStatus } from '@citerne/core-api/contract';
import type { CartMessage } from '../notification/CartMessage';

/** What adding a product with a stock status does: whether it goes in, and the notice to show. */
export interface StockDecision {
  readonly add: boolean;
  readonly notice: { readonly type: 'warning' | 'danger'; readonly message: CartMessage } | null;
}

/**
 * Decides an add from the stock status (SPEC §4 "Stock status from a check", §8 "Cart notifications"):
 * only `ok` and `volatile` products are added; `volatile` is added for pre-reservation with the
 * unsafe-quantity warning unless out-of-stock items are allowed in the cart; `out_of_stock` is not
 * added and raises the out-of-stock error.
 * @example
 * stockNotice('volatile', { allowOutOfStockInCart: false }).notice?.message; // { code: 'volatileStock' }
 */
export function stockNotice(
  status: StockStatus,
  { allowOutOfStockInCart }: { allowOutOfStockInCart: boolean },
): StockDecision {
  switch (status) {
    case 'ok':
      return { add: true, notice: null };
    case 'volatile':
      return {
        add: true,
        notice: allowOutOfStockInCart ? null : { type: 'warning', message: { code: 'volatileStock' } },
      };
    case 'out_of_stock':
      return { add: false, notice: { type: 'danger', message: { code: 'outOfStock' } } };
    default:
      return status satisfies never;
  }
}
