import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { CustomerDataExportSchema } from './customerDataExport';

/**
 * My data — `GET /api/user/export`: everything the shop holds about the signed-in customer as one JSON
 * document (GDPR art. 15 and 20). Needs the user token.
 *
 * @example
 * const document = await client.user.exportData();
 */
export const userExportCall = defineCall({
  name: 'user.export',
  method: 'GET',
  path: '/api/user/export',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  result: CustomerDataExportSchema,
});
