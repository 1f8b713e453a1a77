import { addressFields } from '@citerne/core-api/contract';
import { checkoutMessages } from '../message/checkoutMessages';
import { contractProblem } from './contractProblem';

// Metropolitan France: departments 01 to 95 (Corsica is 20); overseas departments under FR: 971 to 978.
const FRENCH_ZIP = /^(?:(?:0[1-9]|[1-8]\d|9[0-5])\d{3}|97[1-8]\d{2})$/;

// Places with French-style five-digit codes and their own ISO country code: the code starts with the prefix.
const PREFIX_BY_COUNTRY: Readonly<Record<string, string>> = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  PM: '975',
  YT: '976',
  BL: '977',
  MF: '978',
  WF: '986',
  PF: '987',
  NC: '988',
  MC: '980',
};

/**
 * The problem of a zip code in a country, or `null`: required; in France exactly 5 digits of a real
 * department (overseas 971–978 included); in the overseas territories and Monaco (980xx) 5 digits
 * starting with their prefix; elsewhere at least 3 characters (SPEC §5 "zip code at least 3 letters").
 */
export function zipCodeProblem(zipCode: string, country: string): string | null {
  const zip = zipCode.trim();
  if (zip === '') return checkoutMessages.fieldRequired;
  const code = country.trim().toUpperCase();
  if (code === 'FR') return FRENCH_ZIP.test(zip) ? null : checkoutMessages.invalidFrenchZip;
  const prefix = PREFIX_BY_COUNTRY[code];
  if (prefix !== undefined) {
    if (/^\d{5}$/.test(zip) && zip.startsWith(prefix)) return null;
    return code === 'MC' ? checkoutMessages.invalidMonacoZip : checkoutMessages.invalidFrenchZip;
  }
  if (zip.length < 3) return checkoutMessages.zipTooShort;
  return contractProblem(addressFields.postcode, zip);
}
