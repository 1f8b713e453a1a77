/**
 * How many minutes to tell a shopper to wait, from the `retryAfterSeconds` of an API's 429: rounded up, at least
 * one; `null` when the API did not say.
 *
 * @example
 * retryMinutes(61); // 2
 * retryMinutes(undefined); // null
 */
export function retryMinutes(seconds: unknown): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
