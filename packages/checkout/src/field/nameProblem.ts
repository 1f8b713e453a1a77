import { addressFields } from '@citerne/core-api/contract';
import { checkoutMessages } from '../message/checkoutMessages';
import { contractProblem } from './contractProblem';

// Letters (accented ones too, and combining marks), spaces, hyphens and apostrophes: "Anne-Sophie", "N'Diaye", "D’Arc".
const NAME = /^[\p{L}\p{M} '’-]+$/u;
const LETTER = /\p{L}/gu;

/**
 * The problem of a first or last name, or `null`: required, letters, spaces, hyphens and apostrophes
 * only, at least 2 letters (SPEC §5 "name at least 2 letters").
 */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return checkoutMessages.fieldRequired;
  if (!NAME.test(trimmed)) return checkoutMessages.nameInvalid;
  if ((trimmed.match(LETTER) ?? []).length < 2) return checkoutMessages.nameTooShort;
  return contractProblem(addressFields.firstname, trimmed);
}
