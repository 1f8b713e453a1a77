/**
 * Brings a typed or stepped quantity back into `[min, max]` as a whole number; anything unreadable
 * (empty, NaN) becomes `min`.
 *
 * @example
 * clampQuantity(12, 1, 10) // 10
 * clampQuantity(Number(''), 1, 10) // 1
 */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
