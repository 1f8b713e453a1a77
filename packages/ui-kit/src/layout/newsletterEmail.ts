import * as v from 'valibot';

/** Which of the two newsletter validation messages applies, or `null` when the address is valid. */
export type NewsletterEmailProblem = 'required' | 'invalid' | null;

const emailSchema = v.pipe(v.string(), v.trim(), v.email());

/**
 * Checks a newsletter address: empty → `'required'`, not an e-mail → `'invalid'`, else `null`.
 *
 * @example
 * newsletterEmailProblem('  ') // 'required'
 * newsletterEmailProblem('jean@exemple') // 'invalid'
 */
export function newsletterEmailProblem(value: string): NewsletterEmailProblem {
  if (value.trim() === '') return 'required';
  return v.safeParse(emailSchema, value).success ? null : 'invalid';
}
