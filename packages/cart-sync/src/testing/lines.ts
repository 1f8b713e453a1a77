import type { CartLine } from '../item/CartLineSchema';
import { cartLineChecksum } from '../item/cartLineChecksum';

/** A cart line for tests: sku, quantity and any other field; the checksum is computed. */
export function line(sku: string, qty: number, extra: Partial<CartLine> = {}): CartLine {
  const made = { sku, qty, checksum: '', ...extra } as CartLine;
  return { ...made, checksum: cartLineChecksum(made) };
}
