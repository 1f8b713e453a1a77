import { addressFields } from '@citerne/core-api/contract';
import { checkoutMessages } from '../message/checkoutMessages';
import { contractProblem } from './contractProblem';

// 06 12 34 56 78, 06.12.34.56.78, 06-12-34-56-78, +33 6 12 34 56 78, +33 (0)6 12 34 56 78, 0033 6 12 34 56 78.
const FRENCH_NATIONAL = /^0[1-9]\d{8}$/;
const FRENCH_INTERNATIONAL = /^(?:\+33|0033)[1-9]\d{8}$/;

/**
 * The problem of a phone number, or `null`. Optional. In France: 10 digits starting with 0[1-9], or
 * +33 / 0033 and 9 digits, with spaces, dots or dashes between; elsewhere the contract's looser rule.
 */
export function phoneProblem(phoneNumber: string, country: string): string | null {
  const phone = phoneNumber.trim();
  if (phone === '') return null;
  if (country.trim().toUpperCase() === 'FR') {
    const compact = phone.replace(/[\s.-]/g, '').replace(/^(\+33|0033)\(0\)/, '$1');
    if (!FRENCH_NATIONAL.test(compact) && !FRENCH_INTERNATIONAL.test(compact)) return checkoutMessages.invalidPhone;
  }
  return contractProblem(addressFields.telephone, phone);
}
