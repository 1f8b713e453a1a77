import * as v from 'valibot';

/**
 * A user token, cart token or refresh token carried in a query, a header or a body.
 *
 * @example
 * v.parse(TokenSchema, 'eyJhbGciOi...');
 */
export const TokenSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4096));
