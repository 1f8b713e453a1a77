/** A cart line as the merge sees it: its identity (sku and options) and its quantity. */
export interface MergeLine {
  readonly id: number;
  readonly sku: string;
  readonly optionKey: string;
  readonly qty: number;
}

/** What merging a guest cart into a customer cart does to the customer cart. */
export interface MergePlan {
  /** Customer lines whose quantity rises to the guest's. */
  readonly raise: { id: number; qty: number }[];
  /** Guest lines the customer cart lacks, moved over as they are. */
  readonly move: MergeLine[];
}

/**
 * Plans the merge of a guest cart into a customer cart on login (SPEC §4 "Cart", "Sync merges by
 * default"): a line (same sku and options) in both carts keeps the larger quantity, so the same item
 * put in the cart before and after logging in is not counted twice; a line only in the guest cart
 * moves over. No line is lost and none is duplicated.
 * @example
 * mergeCartLines([{ id: 1, sku: 'A', optionKey: '', qty: 1 }], [{ id: 9, sku: 'A', optionKey: '', qty: 2 }]);
 * // { raise: [{ id: 1, qty: 2 }], move: [] }
 */
export function mergeCartLines(customerLines: readonly MergeLine[], guestLines: readonly MergeLine[]): MergePlan {
  const byKey = new Map(customerLines.map((line) => [`${line.sku}\u0000${line.optionKey}`, line]));
  const raise = new Map<number, number>();
  const move = new Map<string, MergeLine>();
  for (const line of guestLines) {
    const key = `${line.sku}\u0000${line.optionKey}`;
    const existing = byKey.get(key);
    if (existing) {
      const target = Math.max(raise.get(existing.id) ?? existing.qty, line.qty);
      if (target > existing.qty) raise.set(existing.id, target);
      continue;
    }
    const moved = move.get(key);
    if (!moved || moved.qty < line.qty) move.set(key, line);
  }
  return { raise: [...raise].map(([id, qty]) => ({ id, qty })), move: [...move.values()] };
}
