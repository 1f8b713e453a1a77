import type { StockMove } from '../db/schema';

/**
 * Adds up stock moves per sku (sorted, so concurrent orders lock rows in the same order).
 * @example
 * sumMoves([{ sku: 'B', qty: 1 }, { sku: 'A', qty: 2 }, { sku: 'B', qty: 3 }]); // [{ sku: 'A', qty: 2 }, { sku: 'B', qty: 4 }]
 */
export function sumMoves(moves: readonly StockMove[]): StockMove[] {
  const totals = new Map<string, number>();
  for (const move of moves) totals.set(move.sku, (totals.get(move.sku) ?? 0) + move.qty);
  return [...totals].map(([sku, qty]) => ({ sku, qty })).sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}
