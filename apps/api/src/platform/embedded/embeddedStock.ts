import type { CommerceContext } from '../../commerce/CommerceContext';
import { readStock } from '../../stock/readStock';
import type { StockPlatform } from '../StockPlatform';

/**
 * The stock of the embedded platform: `stock_items` rows (quantity, reservations of unpaid orders).
 * @example
 * const stock = embeddedStock(context);
 */
export function embeddedStock(context: CommerceContext): StockPlatform {
  return { read: (skus) => readStock(context, skus) };
}
