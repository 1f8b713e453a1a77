import * as v from 'valibot';

// The API signs its login-as-customer tokens; here they are only checked for shape, so nothing odd is sent.
const TokenSchema = v.pipe(v.string(), v.trim(), v.minLength(16), v.maxLength(2048), v.regex(/^[\w.~+/=-]+$/));

/**
 * The token of a login-as-customer link, read from the address's fragment (`#token=…`): a fragment never reaches
 * a server or its logs. `null` when there is none, or one that cannot be a token.
 *
 * @example
 * loginLinkToken('#token=eyJhbGciOi.abc.def'); // 'eyJhbGciOi.abc.def'
 * loginLinkToken(''); // null
 */
export function loginLinkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  const parsed = v.safeParse(TokenSchema, token);
  return parsed.success ? parsed.output : null;
}
