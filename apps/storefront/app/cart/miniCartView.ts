import type { CartLine } from '@citerne/cart-sync';
import type { TotalSegment } from '@citerne/core-api/contract';
import type { MiniCartLineItem } from '@citerne/ui-kit';
import { imageUrl } from '../catalog/imageUrl';
import { productHref } from '../catalog/productHref';
import { isConfigurableCartLine } from './isConfigurableCartLine';

/** What {@link miniCartView} reads: the cart as `useCart()` of `@citerne/cart-sync/react` gives it. */
export interface MiniCartSource {
  readonly items: readonly CartLine[];
  readonly segments: readonly TotalSegment[];
  readonly isSyncing: boolean;
  /** The shop's words for a text raised by the cart ("Out of the stock!"). */
  readonly translate: (text: string) => string;
  /** The chosen options of a line in words, e.g. `['Couleur : Sable']` (`useCartLineOptions`). */
  readonly optionsOf?: (line: CartLine) => readonly string[];
}

/** The mini-cart's lines, totals and lines waiting for the server, from the cart. */
export interface MiniCartView {
  readonly lines: MiniCartLineItem[];
  /** Incl.-tax subtotal (the server's, else estimated from the lines) and, once the server sent them, shipping and grand total. */
  readonly subtotal: number;
  readonly shipping: number | null;
  readonly grandTotal: number | null;
  /** Lines the server has not confirmed yet (new, or a quantity it has not set) while a sync runs. */
  readonly pendingLineIds: string[];
  /** Lines whose options can be changed in the cart (variants of a configurable product, SPEC §2 "Cart"). */
  readonly editableLineIds: string[];
}

const round = (amount: number) => Math.round(amount * 100) / 100;

// The server's row total holds for the quantity it was computed for; after a local change, until the next totals
// sync, the line shows its unit price incl. tax × its new quantity.
function rowTotal(line: CartLine): number {
  const server = line.totals;
  const serverQty = typeof server?.qty === 'number' ? server.qty : undefined;
  if (typeof server?.row_total_incl_tax === 'number' && (serverQty === undefined || serverQty === line.qty)) {
    return server.row_total_incl_tax;
  }
  return round((line.price_incl_tax ?? line.price ?? 0) * line.qty);
}

/**
 * What the mini-cart draws for a cart (SPEC §3 "Cart item", "Totals fields read"): one line per cart line (id =
 * checksum, its chosen options in words, the server's row total when computed for the line's quantity, else unit
 * price incl. tax × quantity, the stock error in the shop's words), the server's subtotal, shipping and grand total
 * segments, the lines still syncing, and the configurable lines, whose options can be edited.
 *
 * @example
 * miniCartView({ ...useCart(), translate }).lines[0]; // { id: '3f2a…', name: 'Citerne souple 10 m³', quantity: 1, rowTotal: 869, … }
 */
export function miniCartView(source: MiniCartSource): MiniCartView {
  const lines = source.items.map((line): MiniCartLineItem => {
    const parentSku = typeof line.parentSku === 'string' ? line.parentSku : undefined;
    const problems = Object.values(line.errors ?? {}).filter((text): text is string => typeof text === 'string');
    const options = source.optionsOf?.(line) ?? [];
    return {
      id: line.checksum,
      name: line.name ?? line.sku,
      href: productHref(
        { sku: parentSku ?? line.sku, url_key: line.url_key ?? line.slug ?? null },
        parentSku && parentSku !== line.sku ? line.sku : undefined,
      ),
      image: { src: line.image ?? '', alt: '', imageUrl: imageUrl(line.image ?? line.thumbnail) },
      ...(options.length > 0 ? { options } : {}),
      quantity: line.qty,
      ...(line.maxQuantity ? { maxQuantity: line.maxQuantity } : {}),
      rowTotal: rowTotal(line),
      ...(problems.length > 0 ? { warning: problems.map(source.translate).join(' ') } : {}),
    };
  });
  const segment = (code: string) => source.segments.find((entry) => entry.code === code)?.value ?? null;
  return {
    lines,
    subtotal: segment('subtotal_incl_tax') ?? round(lines.reduce((sum, line) => sum + line.rowTotal, 0)),
    shipping: segment('shipping'),
    grandTotal: segment('grand_total'),
    pendingLineIds: source.isSyncing
      ? source.items
          .filter((line) => line.server_item_id === undefined || line.qty !== line.prev_qty)
          .map((line) => line.checksum)
      : [],
    editableLineIds: source.items.filter(isConfigurableCartLine).map((line) => line.checksum),
  };
}
