import { EmailSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { checkoutMessages } from '../message/checkoutMessages';

/**
 * The problem of an e-mail address, or `null`: required and valid, by the contract's one e-mail rule, `EmailSchema`
 * (the one the API applies) — SPEC §5 "Please provide valid e-mail address.", "Field is required.".
 */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return checkoutMessages.fieldRequired;
  return v.is(EmailSchema, email) ? null : checkoutMessages.invalidEmail;
}
