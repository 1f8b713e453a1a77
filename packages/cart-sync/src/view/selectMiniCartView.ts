import type { TotalSegment } from '@citerne/core-api/contract';
import { fromCents, toCents } from '@citerne/pricing';
import type { CartLine } from '../item/CartLineSchema';
import type { CartMessage } from '../notification/CartMessage';
import { cartMessageSource } from '../notification/cartMessageSource';
import { lineNoteMessage } from '../notification/lineNoteMessage';
import { isConfigurableCartLine } from './isConfigurableCartLine';

/** What {@link selectMiniCartView} reads: the cart as `useCart()` of `@citerne/cart-sync/react` gives it. */
export interface MiniCartViewSource {
  readonly items: readonly CartLine[];
  readonly segments: readonly TotalSegment[];
  readonly isSyncing: boolean;
  /** The shop's words for a message of the cart (`{ code: 'outOfTheStock' }`); its English text without one. */
  readonly translate?: (message: CartMessage) => string;
  /** The chosen options of a line in words, e.g. `['Couleur : Sable']`. */
  readonly optionsOf?: (line: CartLine) => readonly string[];
}

/**
 * One line of the mini-cart. Where it links and which image size it shows are the app's (its routes, its image
 * service): `productSku`, `variantSku`, `urlKey` and `image` are what they are built from.
 */
export interface MiniCartViewLine {
  /** The line's checksum. */
  readonly id: string;
  readonly name: string;
  /** The product whose page the line links to: the parent of a variant, else the line's own sku. */
  readonly productSku: string;
  /** The variant to preselect on that page, when the line is a child of another product. */
  readonly variantSku?: string;
  readonly urlKey: string | null;
  /** The line's image path (`image`, else `thumbnail`), or `null`. */
  readonly image: string | null;
  readonly options?: readonly string[];
  readonly quantity: number;
  readonly maxQuantity?: number;
  /** Row total incl. tax, euros, whole cents. */
  readonly rowTotal: number;
  /** The line's problems (a stock error), translated. */
  readonly warning?: string;
}

/** The mini-cart's lines, totals and lines waiting for the server, from the cart. */
export interface MiniCartView {
  readonly lines: MiniCartViewLine[];
  /** Incl.-tax subtotal: the server's `subtotal_incl_tax` segment, else the sum of the lines (an estimate). */
  readonly subtotal: number;
  /** Whether {@link subtotal} is the lines' sum because the server sent no subtotal yet (offline, not synced). */
  readonly subtotalIsEstimate: boolean;
  /** The server's shipping and grand total segments, `null` until it sent them. */
  readonly shipping: number | null;
  readonly grandTotal: number | null;
  /** Lines the server has not confirmed yet (new, or a quantity it has not set) while a sync runs. */
  readonly pendingLineIds: string[];
  /** Lines whose options can be changed in the cart (variants of a configurable product, SPEC §2 "Cart"). */
  readonly editableLineIds: string[];
}

// The server's row total holds for the quantity it was computed for; after a local change, until the next totals
// sync, the line shows its unit price incl. tax × its new quantity (whole cents, through @citerne/pricing).
function rowTotalCents(line: CartLine): number {
  const server = line.totals;
  const serverQty = typeof server?.qty === 'number' ? server.qty : undefined;
  if (typeof server?.row_total_incl_tax === 'number' && (serverQty === undefined || serverQty === line.qty)) {
    return toCents(server.row_total_incl_tax);
  }
  return toCents(line.price_incl_tax ?? line.price ?? 0) * line.qty;
}

/**
 * What a mini-cart (or a cart summary) draws for a cart (SPEC §3 "Cart item", "Totals fields read"): one line per
 * cart line (id = checksum, its chosen options in words, the server's row total when computed for the line's
 * quantity, else unit price incl. tax × quantity, its errors in the shop's words), the server's subtotal, shipping
 * and grand total segments (the subtotal estimated from the lines until the server sends it), the lines still
 * syncing, and the configurable lines, whose options can be edited. Amounts are euros in whole cents.
 *
 * @example
 * ```ts
 * import { selectMiniCartView } from '@citerne/cart-sync';
 *
 * const view = selectMiniCartView({ ...useCart(), translate });
 * view.lines[0]; // { id: '3f2a…', name: 'Citerne souple 10 m³', productSku: 'CS-EP-10', quantity: 1, rowTotal: 869, … }
 * view.subtotal; // 869
 * ```
 */
export function selectMiniCartView(source: MiniCartViewSource): MiniCartView {
  const translate = source.translate ?? cartMessageSource;
  const lines = source.items.map((line): MiniCartViewLine => {
    const parentSku = typeof line.parentSku === 'string' && line.parentSku !== '' ? line.parentSku : undefined;
    const problems = Object.values(line.errors ?? {}).filter((text): text is string => typeof text === 'string');
    const options = source.optionsOf?.(line) ?? [];
    return {
      id: line.checksum,
      name: line.name ?? line.sku,
      productSku: parentSku ?? line.sku,
      ...(parentSku !== undefined && parentSku !== line.sku ? { variantSku: line.sku } : {}),
      urlKey: line.url_key ?? line.slug ?? null,
      image: line.image ?? line.thumbnail ?? null,
      ...(options.length > 0 ? { options } : {}),
      quantity: line.qty,
      ...(line.maxQuantity ? { maxQuantity: line.maxQuantity } : {}),
      rowTotal: fromCents(rowTotalCents(line)),
      ...(problems.length > 0 ? { warning: problems.map((note) => translate(lineNoteMessage(note))).join(' ') } : {}),
    };
  });
  const segment = (code: string) => source.segments.find((entry) => entry.code === code)?.value ?? null;
  const serverSubtotal = segment('subtotal_incl_tax');
  return {
    lines,
    subtotal: serverSubtotal ?? fromCents(lines.reduce((sum, line) => sum + toCents(line.rowTotal), 0)),
    subtotalIsEstimate: serverSubtotal === null,
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
