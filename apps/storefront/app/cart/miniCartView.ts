import type { CartState } from '@citerne/cart-sync';
import type { MiniCartLineItem } from '@citerne/ui-kit';
import { imageUrl } from '../catalog/imageUrl';
import { productHref } from '../catalog/productHref';

/** The mini-cart's lines and totals, from the cart state. */
export interface MiniCartView {
  readonly lines: MiniCartLineItem[];
  /** Incl.-tax subtotal and, once the server sent them, shipping and grand total. */
  readonly subtotal: number;
  readonly shipping: number | null;
  readonly grandTotal: number | null;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * What the mini-cart draws for a cart: one line per cart line (row total from the server totals when synced,
 * else unit price incl. tax × quantity) and the totals segments of the server (SPEC §3 "Totals fields read").
 *
 * @example
 * miniCartView(state).lines[0]; // { id: '3f2a…', name: 'Citerne souple 10 m³', quantity: 1, rowTotal: 869, … }
 */
export function miniCartView(state: CartState): MiniCartView {
  const lines = state.items.map((line): MiniCartLineItem => {
    const unit = line.price_incl_tax ?? line.price ?? 0;
    const rowTotal = line.totals?.row_total_incl_tax ?? round(unit * line.qty);
    const parentSku = typeof line.parentSku === 'string' ? line.parentSku : undefined;
    return {
      id: line.checksum,
      name: line.name ?? line.sku,
      href: productHref(
        { sku: parentSku ?? line.sku, url_key: line.url_key ?? line.slug ?? null },
        parentSku && parentSku !== line.sku ? line.sku : undefined,
      ),
      image: { src: line.image ?? '', alt: '', imageUrl: imageUrl(line.image ?? line.thumbnail) },
      quantity: line.qty,
      ...(line.maxQuantity ? { maxQuantity: line.maxQuantity } : {}),
      rowTotal,
      ...(line.errors && Object.keys(line.errors).length > 0
        ? { warning: Object.values(line.errors).map(String).join(' ') }
        : {}),
    };
  });
  const segment = (code: string) => state.platformTotalSegments.find((entry) => entry.code === code)?.value ?? null;
  return {
    lines,
    subtotal: segment('subtotal_incl_tax') ?? round(lines.reduce((sum, line) => sum + line.rowTotal, 0)),
    shipping: segment('shipping'),
    grandTotal: segment('grand_total'),
  };
}
