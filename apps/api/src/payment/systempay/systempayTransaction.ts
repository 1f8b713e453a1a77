/**
 * `vads_trans_date`: the session's time in UTC as `yyyyMMddHHmmss`.
 * @example
 * systempayTransactionDate(new Date('2025-06-02T10:00:05Z')); // '20250602100005'
 */
export function systempayTransactionDate(now: Date): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * `vads_trans_id`: 6 digits, unique per shop and per day. Taken from the shop's session number (a
 * database sequence), it repeats only after 900 000 sessions — never within one day of trading — and
 * stays within 000000–899999 as the Lyra form expects.
 * @example
 * systempayTransactionId(42); // '000042'
 * systempayTransactionId(900_042); // '000042'
 */
export function systempayTransactionId(sessionNumber: number): string {
  return String(sessionNumber % 900_000).padStart(6, '0');
}
