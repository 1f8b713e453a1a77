import { addressFields } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { AddressDetails } from '../details/CheckoutDetails';
import { contractProblem } from '../field/contractProblem';
import { nameProblem } from '../field/nameProblem';
import { phoneProblem } from '../field/phoneProblem';
import { zipCodeProblem } from '../field/zipCodeProblem';
import { checkoutMessages } from '../message/checkoutMessages';
import type { FieldErrors } from '../step/FieldErrors';

function streetProblems(address: AddressDetails): FieldErrors<AddressDetails> {
  if (address.streetAddress.trim() === '') return { streetAddress: checkoutMessages.fieldRequired };
  const result = v.safeParse(addressFields.street, [address.streetAddress, address.apartmentNumber]);
  if (result.success) return {};
  const errors: FieldErrors<AddressDetails> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key === 1 ? 'apartmentNumber' : 'streetAddress';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Checks an address as a French shopper fills it in: first and last name of at least 2 letters; a
 * two-letter country; street and city required; the zip code of the country (5 digits in France, DOM
 * and Monaco included, else at least 3 characters); a French phone number in France (optional); region
 * optional. Each field also passes the contract's rule, so the API accepts what this accepts.
 * @example
 * validateAddress({ ...address, zipCode: '6900' }); // { zipCode: 'Please provide a valid French zip code (5 digits).' }
 */
export function validateAddress(address: AddressDetails): FieldErrors<AddressDetails> {
  const errors: FieldErrors<AddressDetails> = {};
  const set = (field: keyof AddressDetails, problem: string | null) => {
    if (problem !== null) errors[field] = problem;
  };
  set('firstName', nameProblem(address.firstName));
  set('lastName', nameProblem(address.lastName));
  set('country', v.is(addressFields.country_id, address.country) ? null : checkoutMessages.invalidCountry);
  Object.assign(errors, streetProblems(address));
  set(
    'city',
    address.city.trim() === '' ? checkoutMessages.fieldRequired : contractProblem(addressFields.city, address.city),
  );
  set('state', contractProblem(addressFields.region, address.state));
  set('zipCode', zipCodeProblem(address.zipCode, address.country));
  set('phoneNumber', phoneProblem(address.phoneNumber, address.country));
  return errors;
}
