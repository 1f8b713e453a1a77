// EAN-13 symbology (GS1 General Specifications §5.2): each digit is seven modules, drawn from one of three sets.
// Set L is the left half's odd parity, G its even parity (R read backwards), R the right half (L inverted).
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((code) => [...code].map((module) => (module === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));

// The first digit is not drawn: it is the pattern of L and G sets the left six digits are written with.
const leftParity = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLG', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

const digitsOf = (text: string) => [...text].map(Number);

/**
 * The check digit of the first twelve digits of an EAN-13: weights 1 and 3 from the left, the digit that brings
 * the sum to a multiple of ten.
 *
 * @example
 * ean13CheckDigit('400638133393'); // 1
 */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`An EAN-13 needs 12 digits before its check digit, got "${first12}".`);
  const sum = digitsOf(first12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The 95 modules of an EAN-13 bar code, `1` for a bar and `0` for a space: start guard `101`, six left digits in the
 * L/G sets the first digit chooses, centre guard `01010`, six right digits in set R, end guard `101`. Takes the 13
 * digits (the check digit is verified) or the first 12 (the check digit is added).
 *
 * @example
 * ean13Bars('5901234123457').slice(0, 10); // '1010001011'
 */
export function ean13Bars(cardNumber: string): string {
  const code = cardNumber.replace(/\s/g, '');
  if (!/^\d{12,13}$/.test(code)) throw new Error(`An EAN-13 has 13 digits, got "${cardNumber}".`);
  const check = ean13CheckDigit(code.slice(0, 12));
  if (code.length === 13 && Number(code[12]) !== check) {
    throw new Error(`The check digit of "${cardNumber}" should be ${check}.`);
  }
  const [first = 0, ...rest] = digitsOf(code.slice(0, 12) + String(check));
  const parity = leftParity[first] ?? 'LLLLLL';
  const left = rest.slice(0, 6).map((digit, index) => (parity[index] === 'G' ? G : L)[digit]);
  const right = rest.slice(6).map((digit) => R[digit]);
  return ['101', ...left, '01010', ...right, '101'].join('');
}
