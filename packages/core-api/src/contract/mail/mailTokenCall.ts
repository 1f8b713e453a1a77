import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { TokenSchema } from '../field/token';

/**
 * Mail token — `GET /api/ext/mail-service/get-token` (SPEC §7): a one-time token required by send mail.
 *
 * @example
 * const token = await client.mail.getToken();
 */
export const mailTokenCall = defineCall({
  name: 'mail.getToken',
  method: 'GET',
  path: '/api/ext/mail-service/get-token',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  result: TokenSchema,
});
