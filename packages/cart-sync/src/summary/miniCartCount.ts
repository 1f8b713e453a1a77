/** How the mini-cart badge counts (SPEC §4 "Cart", setting `minicartCountType`). */
export type MinicartCountType = 'lines' | 'quantities';

/**
 * The number on the mini-cart badge: the number of lines, or the sum of their quantities (SPEC §4).
 * @example
 * miniCartCount([{ qty: 2 }, { qty: 3 }], 'quantities'); // 5
 * miniCartCount([{ qty: 2 }, { qty: 3 }], 'lines'); // 2
 */
export function miniCartCount(items: readonly { qty: number }[], type: MinicartCountType): number {
  if (type === 'lines') return items.length;
  return items.reduce((sum, item) => sum + item.qty, 0);
}
