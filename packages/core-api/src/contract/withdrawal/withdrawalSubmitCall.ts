import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { positiveInteger } from '../field/positiveInteger';
import { trimmedText } from '../field/trimmedText';
import { WithdrawalAccessSchema, WithdrawalEmailSchema, WithdrawalReceiptSchema } from './withdrawal';

/**
 * The body of a withdrawal: which order (see {@link WithdrawalAccessSchema}), the lines and quantities withdrawn,
 * and the name and e-mail to answer to — nothing else (Article 11a asks only what identifies the contract).
 *
 * @example
 * v.parse(WithdrawalSubmitRequestSchema, { linkToken, name: 'Léa Martin', email: 'lea@example.fr', lines: [{ itemId: 4, qty: 1 }] });
 */
export const WithdrawalSubmitRequestSchema = v.object({
  ...WithdrawalAccessSchema.entries,
  name: trimmedText(200, 2),
  email: WithdrawalEmailSchema,
  lines: v.pipe(
    v.array(v.object({ itemId: positiveInteger(), qty: positiveInteger(10_000) })),
    v.minLength(1, 'Choose at least one line.'),
    v.maxLength(200),
  ),
});

/** The body of a withdrawal. */
export type WithdrawalSubmitRequest = v.InferInput<typeof WithdrawalSubmitRequestSchema>;

/**
 * Withdraw — `POST /api/ext/withdrawal`: records the withdrawal with its date and time and mails the acknowledgement
 * at once; the server checks the order, the period and every line again (the client's second step
 * "Confirmer la rétractation" comes before this call).
 *
 * @example
 * const receipt = await client.withdrawal.submit({ orderNumber, orderEmail, name, email, lines });
 */
export const withdrawalSubmitCall = defineCall({
  name: 'withdrawal.submit',
  method: 'POST',
  path: '/api/ext/withdrawal',
  auth: 'optional',
  cart: false,
  query: TokenQuerySchema,
  body: WithdrawalSubmitRequestSchema,
  result: WithdrawalReceiptSchema,
});
