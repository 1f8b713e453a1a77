/**
 * Whether a string of digits passes the Luhn check that INSEE applies to SIREN and SIRET numbers. SIRET numbers
 * of La Poste (SIREN 356 000 000) follow INSEE's exception instead: the sum of their digits is a multiple of 5.
 *
 * @example
 * isValidSiretKey('73282932000074'); // true
 */
export function isValidSiretKey(digits: string): boolean {
  if (digits.startsWith('356000000') && digits.length === 14) {
    return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let value = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum % 10 === 0;
}

/**
 * The two-digit key of a French intra-community VAT number, computed from the SIREN: (12 + 3 × (SIREN mod 97))
 * mod 97, so the VAT number is `FR` + key + SIREN.
 *
 * @example
 * frenchVatKey('732829320'); // '44'
 */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}
