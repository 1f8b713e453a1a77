import type { ServerCartItem } from '@citerne/core-api/contract';
import type { RemovedLine } from '../cart/CartState';
import type { CartLine } from '../item/CartLineSchema';
import { cartLineChecksum } from '../item/cartLineChecksum';

/** The four sync diff statuses of SPEC §4 "Cart". */
export type DiffStatus = 'no-item' | 'wrong-qty' | 'update-required' | 'no-changes';

/** What the sync does about a browser line. */
export type ClientDiffAction = 'push' | 'remove-local' | 'update-server' | 'update-local' | 'relink' | 'none';

/** What the sync does about a server line the browser lacks. */
export type ServerDiffAction = 'delete-server' | 'add-local';

/** The diff of a browser line against the server cart. */
export interface ClientDiffEntry {
  readonly party: 'client';
  readonly status: DiffStatus;
  readonly action: ClientDiffAction;
  readonly checksum: string;
  readonly sku: string;
  readonly clientQty: number;
  /** The matching server line, when there is one. */
  readonly serverItem?: ServerCartItem;
}

/** The diff of a server line no browser line matches (status `no-item`). */
export interface ServerDiffEntry {
  readonly party: 'server';
  readonly status: 'no-item';
  readonly action: ServerDiffAction;
  /** Why: the shopper removed it, it doubles a line the browser has, the client state is forced, or a merge. */
  readonly reason: 'removed' | 'duplicate' | 'forced' | 'merge';
  readonly checksum: string;
  readonly sku: string;
  readonly serverItem: ServerCartItem;
}

/** One entry of a cart diff. */
export type CartDiffEntry = ClientDiffEntry | ServerDiffEntry;

/** How the diff decides (SPEC §4 "Cart", the cart settings). */
export interface DiffOptions {
  /** The server cart the server lines come from. */
  readonly cartId: string;
  /** The browser cart wins: server lines it lacks are deleted on the server, its lines are kept as they are. */
  readonly forceClientState: boolean;
  /**
   * Checksums of the lines whose client state is forced although the whole cart's is not: the lines the
   * shopper just added or changed. They are pushed as they are, never removed or updated from the server.
   */
  readonly forcedLines?: readonly string[];
  readonly serverSyncCanRemoveLocalItems: boolean;
  readonly serverSyncCanModifyLocalItems: boolean;
  /** Removals the shopper made that the server does not know yet. */
  readonly removed?: readonly RemovedLine[];
}

/**
 * Compares the browser cart with the server cart (SPEC §4 "Cart", "Sync diff statuses"). Lines are
 * paired by server item id first (when the line belongs to this server cart and the sku is the same),
 * then by checksum. Then:
 * - server lacks a browser line (`no-item`): push it, or — when the client state is not forced and the
 *   server may remove local items — remove it locally, synced before or not;
 * - quantities differ (`wrong-qty`): update the server line, or the local one when the server may
 *   modify local items (and the client state is not forced);
 * - a line in `forcedLines` (the shopper's own change) counts as forced in both rules above, while the
 *   server lines the browser lacks are still merged unless `forceClientState`;
 * - same quantity but the line's server ids or last confirmed quantity are stale (`update-required`):
 *   relink; the same server line with other options (`update-required`): update the server line;
 *   otherwise `no-changes`;
 * - a server line the browser lacks (`no-item`): deleted on the server when the shopper removed it,
 *   when it doubles a line the browser has, or when the client state is forced; otherwise added to the
 *   browser cart silently (merge).
 * Pure: nothing is sent; the sync carries the actions out.
 * @example
 * const diff = diffCart(state.items, await client.cart.pull(), { cartId, forceClientState: false,
 *   serverSyncCanRemoveLocalItems: false, serverSyncCanModifyLocalItems: false, removed: state.removed });
 */
export function diffCart(
  items: readonly CartLine[],
  serverItems: readonly ServerCartItem[],
  options: DiffOptions,
): CartDiffEntry[] {
  const unmatched = new Map(serverItems.map((item) => [item.item_id, item]));
  const serverChecksum = new Map(serverItems.map((item) => [item.item_id, cartLineChecksum(item)]));
  const pairs = new Map<CartLine, ServerCartItem>();
  for (const line of items) {
    const ownCart = line.server_cart_id !== undefined && String(line.server_cart_id) === options.cartId;
    const byId = ownCart && line.server_item_id !== undefined ? unmatched.get(line.server_item_id) : undefined;
    if (byId && byId.sku === line.sku) {
      pairs.set(line, byId);
      unmatched.delete(byId.item_id);
    }
  }
  for (const line of items) {
    if (pairs.has(line)) continue;
    const same = [...unmatched.values()].find((item) => serverChecksum.get(item.item_id) === line.checksum);
    if (same) {
      pairs.set(line, same);
      unmatched.delete(same.item_id);
    }
  }

  const forcedLines = new Set(options.forcedLines);
  const entries: CartDiffEntry[] = items.map((line): ClientDiffEntry => {
    const serverItem = pairs.get(line);
    const base = { party: 'client' as const, checksum: line.checksum, sku: line.sku, clientQty: line.qty };
    const forced = options.forceClientState || forcedLines.has(line.checksum);
    if (!serverItem) {
      const removeLocal = !forced && options.serverSyncCanRemoveLocalItems;
      return { ...base, status: 'no-item', action: removeLocal ? 'remove-local' : 'push' };
    }
    if (serverChecksum.get(serverItem.item_id) !== line.checksum) {
      // Same server line, other options (reconfigured elsewhere): the browser's choice is sent.
      return { ...base, serverItem, status: 'update-required', action: 'update-server' };
    }
    if (serverItem.qty !== line.qty) {
      const updateLocal = !forced && options.serverSyncCanModifyLocalItems;
      return { ...base, serverItem, status: 'wrong-qty', action: updateLocal ? 'update-local' : 'update-server' };
    }
    const stale =
      line.server_item_id !== serverItem.item_id ||
      String(line.server_cart_id) !== options.cartId ||
      line.prev_qty !== serverItem.qty;
    return stale
      ? { ...base, serverItem, status: 'update-required', action: 'relink' }
      : { ...base, serverItem, status: 'no-changes', action: 'none' };
  });

  const removedIds = new Set(
    (options.removed ?? []).filter((line) => line.cartId === options.cartId).map((line) => line.itemId),
  );
  const held = new Set(items.map((line) => line.checksum));
  const added = new Set<string>();
  for (const serverItem of unmatched.values()) {
    const checksum = serverChecksum.get(serverItem.item_id) as string;
    const base = { party: 'server' as const, status: 'no-item' as const, checksum, sku: serverItem.sku, serverItem };
    if (removedIds.has(serverItem.item_id)) entries.push({ ...base, action: 'delete-server', reason: 'removed' });
    else if (held.has(checksum) || added.has(checksum))
      entries.push({ ...base, action: 'delete-server', reason: 'duplicate' });
    else if (options.forceClientState) entries.push({ ...base, action: 'delete-server', reason: 'forced' });
    else {
      added.add(checksum);
      entries.push({ ...base, action: 'add-local', reason: 'merge' });
    }
  }
  return entries;
}
