import type { CartLine } from '@citerne/cart-sync';
import type { TotalSegment } from '@citerne/core-api/contract';
import type { MiniCartLineItem, MiniCartTotal } from '@citerne/ui-kit';

/** What {@link miniCartFromCart} reads: the cart as `useCart()` gives it, and how to word a line. */
export interface MiniCartSource {
  readonly items: readonly CartLine[];
  readonly segments: readonly TotalSegment[];
  readonly isSyncing: boolean;
  /** The chosen options of a line ("Couleur : Vert"). */
  readonly optionLabels: (line: CartLine) => readonly string[];
  /** The shopper's words for a cart-sync message (e.g. "Out of the stock!"). */
  readonly translate: (message: string) => string;
  /** The totals row shown while the server sent no totals (offline, not synced yet). */
  readonly estimatedSubtotalLabel: string;
}

/** The `MiniCart` props made from the cart. */
export interface MiniCartFromCart {
  readonly lines: MiniCartLineItem[];
  readonly totals: MiniCartTotal[];
  readonly pendingLineIds: string[];
}

const round = (amount: number) => Math.round(amount * 100) / 100;

function rowTotal(line: CartLine): number {
  // The server's row total holds for the quantity it was computed for; after a local change, until the
  // next totals sync, the line shows unit price incl. tax × its new quantity.
  const server = line.totals;
  const serverQty = server && typeof server.qty === 'number' ? server.qty : undefined;
  if (server?.row_total_incl_tax !== undefined && (serverQty === undefined || serverQty === line.qty)) {
    return server.row_total_incl_tax;
  }
  return round((line.price_incl_tax ?? line.price ?? 0) * line.qty);
}

/**
 * Maps the cart of `@citerne/cart-sync` to the props of the ui-kit `MiniCart` (the table of the
 * cart-sync README): a line per cart line (id = checksum, stock error as its warning), the server's
 * total segments (SPEC §9 titles, the grand total emphasised) or, without them, an estimated subtotal,
 * and the lines still being synced (not yet on the server, or a quantity the server has not confirmed)
 * while a sync runs.
 * @example
 * const { lines, totals, pendingLineIds } = miniCartFromCart({ ...useCart(), optionLabels, translate, estimatedSubtotalLabel });
 */
export function miniCartFromCart(source: MiniCartSource): MiniCartFromCart {
  const lines = source.items.map((line): MiniCartLineItem => {
    const stock = line.errors?.stock;
    const options = source.optionLabels(line);
    return {
      id: line.checksum,
      name: line.name ?? line.sku,
      href: `/p/${line.parentSku ?? line.sku}/${line.url_key ?? line.slug ?? ''}`,
      image: { src: line.image ?? line.thumbnail ?? '', alt: '' },
      quantity: line.qty,
      rowTotal: rowTotal(line),
      ...(options.length > 0 ? { options } : {}),
      ...(line.maxQuantity !== undefined ? { maxQuantity: line.maxQuantity } : {}),
      ...(typeof stock === 'string' ? { warning: source.translate(stock) } : {}),
    };
  });
  const totals: MiniCartTotal[] =
    source.segments.length > 0
      ? source.segments.map((segment) => ({
          label: segment.title ?? segment.code,
          amount: segment.value ?? 0,
          emphasis: segment.code === 'grand_total',
        }))
      : lines.length > 0
        ? [
            {
              label: source.estimatedSubtotalLabel,
              amount: round(lines.reduce((sum, line) => sum + line.rowTotal, 0)),
            },
          ]
        : [];
  const pendingLineIds = source.isSyncing
    ? source.items
        .filter((line) => line.server_item_id === undefined || line.qty !== line.prev_qty)
        .map((line) => line.checksum)
    : [];
  return { lines, totals, pendingLineIds };
}
