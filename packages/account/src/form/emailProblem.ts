import { EmailSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

/** What is wrong with an e-mail address: SPEC §5 "Field is required." or "Please provide valid e-mail address.". */
export type EmailProblem = 'required' | 'invalid';

/**
 * The e-mail rule of every account form and of the footer newsletter (SPEC §5): required, and valid by the
 * contract's `EmailSchema`, the rule the API's request e-mails are built on, so a form never accepts what the
 * server refuses.
 * @example
 * emailProblem(' '); // 'required'
 * emailProblem('lea@'); // 'invalid'
 * emailProblem(' Lea@Example.fr '); // null
 */
export function emailProblem(value: string): EmailProblem | null {
  if (value.trim() === '') return 'required';
  return v.is(EmailSchema, value) ? null : 'invalid';
}
