/** GS1 prefix "29": numbers a shop may give in-store (restricted circulation), never a trade item's. */
const IN_STORE_PREFIX = '29';

/**
 * The check digit of the first 12 digits of an EAN-13: weights 1 and 3 alternate from the left, the
 * digit brings the sum to a multiple of 10.
 * @example
 * ean13CheckDigit('400638133393'); // 1
 */
export function ean13CheckDigit(twelveDigits: string): number {
  if (!/^\d{12}$/.test(twelveDigits)) throw new Error('An EAN-13 check digit needs 12 digits.');
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The loyalty card number of a customer: an EAN-13 in the in-store range, "29", the customer id on 10
 * digits, the check digit — printable as a barcode and read by any till scanner.
 * @example
 * loyaltyCardNumber(7); // '2900000000070'
 */
export function loyaltyCardNumber(customerId: number): string {
  if (!Number.isSafeInteger(customerId) || customerId < 1 || customerId >= 10_000_000_000) {
    throw new Error(`Customer id ${customerId} does not fit a card number.`);
  }
  const body = `${IN_STORE_PREFIX}${String(customerId).padStart(10, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}
