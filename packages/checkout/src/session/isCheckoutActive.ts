/** SPEC §4 "Session" / §9 "Timing and UI": the in-checkout window is 30 minutes. */
export const checkoutWindowMs = 1_800_000;

/**
 * Whether a logged-in shopper still counts as being in checkout: the checkout
 * details were modified within the window (SPEC §4 "Session").
 * @example
 * isCheckoutActive(Date.parse('2026-11-21T10:00:00Z'), Date.parse('2026-11-21T10:20:00Z')); // true
 */
export function isCheckoutActive(
  modifiedAt: number | null | undefined,
  now: number,
  windowMs = checkoutWindowMs,
): boolean {
  if (modifiedAt === null || modifiedAt === undefined || !Number.isFinite(modifiedAt)) return false;
  const age = now - modifiedAt;
  return age >= 0 && age <= windowMs;
}
