import type { ServerCartItem } from '@citerne/core-api/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../item/CartLineSchema';
import { cartLineChecksum } from '../item/cartLineChecksum';
import { line } from '../testing/lines';
import { type DiffOptions, diffCart } from './diffCart';

const server = (item_id: number, sku: string, qty: number, extra: Partial<ServerCartItem> = {}): ServerCartItem => ({
  item_id,
  sku,
  qty,
  quote_id: 'c1',
  ...extra,
});
const merge: DiffOptions = {
  cartId: 'c1',
  forceClientState: false,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
};
const linked = (sku: string, qty: number, itemId: number, prev = qty) =>
  line(sku, qty, { server_item_id: itemId, server_cart_id: 'c1', prev_qty: prev });

describe('sync diff (SPEC §4 "Sync diff statuses")', () => {
  it('server lacks a client item: no-item, pushed to the server', () => {
    expect(diffCart([line('A', 1)], [], merge)).toEqual([
      expect.objectContaining({ party: 'client', status: 'no-item', action: 'push', sku: 'A' }),
    ]);
  });

  it('server lacks a client item: removed locally when not forced and the server may remove local items', () => {
    const options = { ...merge, serverSyncCanRemoveLocalItems: true };
    expect(diffCart([linked('A', 1, 7)], [], options)[0]).toMatchObject({ status: 'no-item', action: 'remove-local' });
    expect(diffCart([linked('A', 1, 7)], [], { ...options, forceClientState: true })[0]).toMatchObject({
      action: 'push',
    });
  });

  it('server lacks a client item: a never-synced line is removed locally too when not forced and the server may remove local items', () => {
    const options = { ...merge, serverSyncCanRemoveLocalItems: true };
    expect(diffCart([line('A', 1)], [], options)[0]).toMatchObject({ status: 'no-item', action: 'remove-local' });
    expect(diffCart([line('A', 1)], [], { ...options, forceClientState: true })[0]).toMatchObject({ action: 'push' });
  });

  it('a line whose client state is forced (the shopper just added or changed it) is pushed, never removed locally', () => {
    const options = { ...merge, serverSyncCanRemoveLocalItems: true, forcedLines: [line('A', 1).checksum] };
    expect(diffCart([line('A', 1), linked('B', 1, 7)], [], options).map((entry) => entry.action)).toEqual([
      'push',
      'remove-local',
    ]);
  });

  it('quantities differ: a line whose client state is forced updates the server even when the server may modify local items', () => {
    const options = { ...merge, serverSyncCanModifyLocalItems: true, forcedLines: [line('A', 3).checksum] };
    expect(diffCart([linked('A', 3, 7, 1)], [server(7, 'A', 1)], options)[0]).toMatchObject({
      status: 'wrong-qty',
      action: 'update-server',
    });
  });

  it('quantities differ: wrong-qty, the server item is updated', () => {
    expect(diffCart([linked('A', 3, 7, 1)], [server(7, 'A', 1)], merge)[0]).toMatchObject({
      status: 'wrong-qty',
      action: 'update-server',
      clientQty: 3,
    });
  });

  it('quantities differ: the local item is updated when the server may modify local items', () => {
    const options = { ...merge, serverSyncCanModifyLocalItems: true };
    expect(diffCart([linked('A', 3, 7)], [server(7, 'A', 1)], options)[0]).toMatchObject({ action: 'update-local' });
    expect(diffCart([linked('A', 3, 7)], [server(7, 'A', 1)], { ...options, forceClientState: true })[0]).toMatchObject(
      {
        action: 'update-server',
      },
    );
  });

  it('same quantity but stale server ids: update-required, relinked', () => {
    expect(diffCart([line('A', 2)], [server(7, 'A', 2)], merge)[0]).toMatchObject({
      status: 'update-required',
      action: 'relink',
    });
  });

  it('in step: no-changes', () => {
    expect(diffCart([linked('A', 2, 7)], [server(7, 'A', 2)], merge)[0]).toMatchObject({
      status: 'no-changes',
      action: 'none',
    });
  });

  it('server item missing on the client: added to the client silently when not forced', () => {
    expect(diffCart([], [server(7, 'B', 2)], merge)).toEqual([
      expect.objectContaining({ party: 'server', status: 'no-item', action: 'add-local', reason: 'merge' }),
    ]);
  });

  it('server item missing on the client: deleted on the server when the client state is forced', () => {
    expect(diffCart([], [server(7, 'B', 2)], { ...merge, forceClientState: true })[0]).toMatchObject({
      action: 'delete-server',
      reason: 'forced',
    });
  });

  it('a server item the shopper removed is deleted on the server, never merged back', () => {
    const removed = [{ cartId: 'c1', itemId: 7, sku: 'B' }];
    expect(diffCart([], [server(7, 'B', 2)], { ...merge, removed })[0]).toMatchObject({
      action: 'delete-server',
      reason: 'removed',
    });
  });

  it('a line removed then added again takes the server line back instead of deleting it', () => {
    const removed = [{ cartId: 'c1', itemId: 7, sku: 'B' }];
    const diff = diffCart([line('B', 5)], [server(7, 'B', 2)], { ...merge, removed });
    expect(diff).toEqual([expect.objectContaining({ party: 'client', status: 'wrong-qty', action: 'update-server' })]);
  });

  it('pairs by server item id first, even when the options are written differently', () => {
    const options = { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'x' }] } };
    const local = line('A', 2, { server_item_id: 7, server_cart_id: 'c1', prev_qty: 2, product_option: options });
    const written = {
      extension_attributes: { custom_options: [{ option_id: '1', option_value: ' x', option_title: 'Texte' }] },
    };
    expect(diffCart([local], [server(7, 'A', 2, { product_option: written })], merge)[0]).toMatchObject({
      status: 'no-changes',
    });
  });

  it('the same server line with other options (reconfigured elsewhere) is updated to the browser’s choice', () => {
    const options = { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'y' }] } };
    expect(diffCart([linked('A', 2, 7)], [server(7, 'A', 2, { product_option: options })], merge)[0]).toMatchObject({
      status: 'update-required',
      action: 'update-server',
    });
  });

  it('a server item id now holding another product is not the same line', () => {
    const diff = diffCart([linked('A', 2, 7)], [server(7, 'B', 2)], merge);
    expect(diff.map((entry) => [entry.party, entry.action])).toEqual([
      ['client', 'push'],
      ['server', 'add-local'],
    ]);
  });

  it('a server id from another server cart is not trusted: lines pair by checksum', () => {
    const fromGuestCart = line('A', 2, { server_item_id: 7, server_cart_id: 'guest', prev_qty: 2 });
    expect(diffCart([fromGuestCart], [server(9, 'A', 2)], merge)[0]).toMatchObject({
      status: 'update-required',
      action: 'relink',
    });
  });

  it('a second server line with the identity of a browser line is deleted, never duplicated', () => {
    const diff = diffCart([linked('A', 2, 7)], [server(7, 'A', 2), server(8, 'A', 1)], merge);
    expect(diff[1]).toMatchObject({ party: 'server', action: 'delete-server', reason: 'duplicate' });
  });
});

// Applies a diff the way the sync does, on plain maps: the browser and the server end up equal.
function settle(items: CartLine[], serverItems: ServerCartItem[], options: DiffOptions) {
  const diff = diffCart(items, serverItems, options);
  const local = new Map(items.map((item) => [item.checksum, item.qty]));
  const remote = new Map(
    serverItems.map((item) => [item.item_id, { checksum: cartLineChecksum(item), qty: item.qty }]),
  );
  let next = 1000;
  for (const entry of diff) {
    if (entry.party === 'server') {
      if (entry.action === 'delete-server') remote.delete(entry.serverItem.item_id);
      else local.set(entry.checksum, entry.serverItem.qty);
      continue;
    }
    if (entry.action === 'push') remote.set(next++, { checksum: entry.checksum, qty: entry.clientQty });
    if (entry.action === 'remove-local') local.delete(entry.checksum);
    if (entry.action === 'update-server' && entry.serverItem)
      remote.set(entry.serverItem.item_id, { checksum: entry.checksum, qty: entry.clientQty });
    if (entry.action === 'update-local' && entry.serverItem) local.set(entry.checksum, entry.serverItem.qty);
  }
  return { diff, local, remote: [...remote.values()] };
}

describe('sync diff properties', () => {
  const sku = fc.constantFrom('A', 'B', 'C', 'D', 'E');
  const qty = fc.integer({ min: 1, max: 9 });
  const scenario = fc.record({
    local: fc.uniqueArray(
      fc.record({ sku, qty, linkedTo: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }) }),
      {
        selector: (entry) => entry.sku,
        maxLength: 5,
      },
    ),
    remote: fc.uniqueArray(fc.record({ sku, qty, id: fc.integer({ min: 1, max: 8 }), custom: fc.boolean() }), {
      selector: (entry) => entry.sku,
      maxLength: 5,
    }),
    removedIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
    forceClientState: fc.boolean(),
    forced: fc.uniqueArray(sku, { maxLength: 3 }),
    canRemove: fc.boolean(),
    canModify: fc.boolean(),
  });

  it('never loses, duplicates or resurrects a line, and leaves browser and server equal', () => {
    fc.assert(
      fc.property(scenario, ({ local, remote, removedIds, forceClientState, forced, canRemove, canModify }) => {
        const remoteIds = [...new Set(remote.map((entry) => entry.id))];
        const serverItems = remote
          .filter((entry, index) => remoteIds.indexOf(entry.id) === index)
          .map((entry) =>
            server(
              entry.id,
              entry.sku,
              entry.qty,
              entry.custom
                ? {
                    product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'x' }] } },
                  }
                : {},
            ),
          );
        const items = local.map((entry) =>
          entry.linkedTo === undefined
            ? line(entry.sku, entry.qty)
            : line(entry.sku, entry.qty, { server_item_id: entry.linkedTo, server_cart_id: 'c1' }),
        );
        const heldIds = new Set(items.map((item) => item.server_item_id));
        const removed = removedIds
          .filter((id) => !heldIds.has(id))
          .map((itemId) => ({ cartId: 'c1', itemId, sku: '?' }));
        const forcedLines = items
          .filter((item) => forced.some((name) => name === item.sku))
          .map((item) => item.checksum);
        const options = {
          cartId: 'c1',
          forceClientState,
          forcedLines,
          serverSyncCanRemoveLocalItems: canRemove,
          serverSyncCanModifyLocalItems: canModify,
          removed,
        };
        const { diff, local: after, remote: afterServer } = settle(items, serverItems, options);

        // Every browser line and every server line is decided exactly once.
        expect(diff.filter((entry) => entry.party === 'client')).toHaveLength(items.length);
        // Browser and server hold the same lines with the same quantities, none twice.
        const serverByChecksum = new Map<string, number>();
        for (const entry of afterServer) {
          expect(serverByChecksum.has(entry.checksum)).toBe(false);
          serverByChecksum.set(entry.checksum, entry.qty);
        }
        expect(new Map([...after].sort())).toEqual(new Map([...serverByChecksum].sort()));
        // A browser line stays, with its quantity, unless the config lets the server decide and the line is not forced.
        for (const item of items) {
          const isForced = forceClientState || forcedLines.includes(item.checksum);
          if (!canRemove || isForced) expect(after.has(item.checksum)).toBe(true);
          if (!canModify || isForced) if (after.has(item.checksum)) expect(after.get(item.checksum)).toBe(item.qty);
        }
        // A line the shopper removed never comes back.
        const removedSet = new Set(removed.map((entry) => entry.itemId));
        for (const serverItem of serverItems) {
          const sameAsLocal = items.some((item) => item.checksum === cartLineChecksum(serverItem));
          if (removedSet.has(serverItem.item_id) && !sameAsLocal)
            expect(after.has(cartLineChecksum(serverItem))).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
