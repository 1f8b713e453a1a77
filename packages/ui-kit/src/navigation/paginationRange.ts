/** One slot of a pagination bar: a page number or a gap ("…"). */
export type PaginationSlot = number | 'gap';

/**
 * The pages a pagination bar shows: always the first and last, the current page and `siblings`
 * pages on each side, and a gap where pages are skipped. Pages count from 1.
 *
 * @example
 * paginationRange(6, 12) // [1, 'gap', 5, 6, 7, 'gap', 12]
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationSlot[] {
  if (pageCount <= 0) return [];
  // Few pages: a gap would hide no more than it costs, so list them all.
  if (pageCount <= 2 * siblings + 5) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const current = Math.min(pageCount, Math.max(1, page));
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const slots: PaginationSlot[] = [1];
  if (start > 2) slots.push(start === 3 ? 2 : 'gap');
  for (let value = start; value <= end; value += 1) slots.push(value);
  if (end < pageCount - 1) slots.push(end === pageCount - 2 ? pageCount - 1 : 'gap');
  if (pageCount > 1) slots.push(pageCount);
  return slots;
}
