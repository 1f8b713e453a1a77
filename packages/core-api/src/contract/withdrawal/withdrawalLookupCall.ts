import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { WithdrawableOrderSchema, WithdrawalAccessSchema } from './withdrawal';

/**
 * Withdrawable lines — `POST /api/ext/withdrawal/lookup`: the lines of an order and how much of each can be
 * withdrawn (art. L221-18 ff.). A guest's wrong e-mail answers exactly like an unknown order (404), and guests'
 * attempts are limited per client address.
 *
 * @example
 * const order = await client.withdrawal.lookup({ orderNumber: '000000012', orderEmail: 'lea@example.fr' });
 */
export const withdrawalLookupCall = defineCall({
  name: 'withdrawal.lookup',
  method: 'POST',
  path: '/api/ext/withdrawal/lookup',
  auth: 'optional',
  cart: false,
  query: TokenQuerySchema,
  body: WithdrawalAccessSchema,
  result: WithdrawableOrderSchema,
});
