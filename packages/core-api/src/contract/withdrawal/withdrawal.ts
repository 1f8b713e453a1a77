import * as v from 'valibot';
import { EmailAddressSchema } from '../field/emailAddress';

/** Why a line cannot be withdrawn (or no more of it): art. L221-28 3°, an earlier withdrawal, the period over. */
export const WITHDRAWAL_REFUSALS = ['made-to-measure', 'already-withdrawn', 'period-over'] as const;

/** Why a line cannot be withdrawn. */
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

/**
 * Which order a withdrawal is about, one of three ways: the logged-in owner's token (sent as the bearer) and the
 * order number; a guest's order number and the e-mail of the order; or the signed link of the order confirmation
 * mail (`linkToken`, alone).
 *
 * @example
 * v.parse(WithdrawalAccessSchema, { orderNumber: '000000012', orderEmail: 'lea@example.fr' });
 */
export const WithdrawalAccessSchema = v.object({
  orderNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,20}$/, 'Enter the order number.'))),
  orderEmail: v.optional(EmailAddressSchema),
  linkToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** Which order a withdrawal is about. */
export type WithdrawalAccess = v.InferInput<typeof WithdrawalAccessSchema>;

/**
 * The withdrawal period of an order (art. L221-18, L221-20): counted from `startsOn` (`basis` says whether that is
 * the delivery date, the order date plus the delivery time, or the order date), open until `endsAt`.
 */
export const WithdrawalPeriodSchema = v.looseObject({
  startsOn: v.string(),
  basis: v.picklist(['delivery', 'estimated-delivery', 'order']),
  lastDay: v.string(),
  endsAt: v.string(),
  extended: v.boolean(),
  open: v.boolean(),
});

/** One ordered line and how much of it can be withdrawn. */
export const WithdrawableLineSchema = v.looseObject({
  itemId: v.number(),
  sku: v.string(),
  name: v.string(),
  qtyOrdered: v.number(),
  qtyWithdrawn: v.number(),
  qtyWithdrawable: v.number(),
  refusal: v.nullable(v.picklist(WITHDRAWAL_REFUSALS)),
});

/** One ordered line and how much of it can be withdrawn. */
export type WithdrawableLine = v.InferOutput<typeof WithdrawableLineSchema>;

/**
 * An order as the withdrawal function shows it: its number and date, the name and e-mail it was placed with
 * (to prefill the form), the period and the lines.
 *
 * @example
 * v.parse(WithdrawableOrderSchema, answer.result);
 */
export const WithdrawableOrderSchema = v.looseObject({
  orderNumber: v.string(),
  orderedAt: v.string(),
  name: v.string(),
  email: v.string(),
  period: WithdrawalPeriodSchema,
  lines: v.array(WithdrawableLineSchema),
});

/** An order as the withdrawal function shows it. */
export type WithdrawableOrder = v.InferOutput<typeof WithdrawableOrderSchema>;

/**
 * A recorded withdrawal, as the acknowledgement shows it: when it was received, the lines and the next steps
 * (send the goods back to `returnAddress` within `returnDays` days; the refund, standard delivery included,
 * within `refundDays` days — art. L221-23 and L221-24).
 */
export const WithdrawalReceiptSchema = v.looseObject({
  id: v.number(),
  orderNumber: v.string(),
  requestedAt: v.string(),
  name: v.string(),
  email: v.string(),
  lines: v.array(v.looseObject({ itemId: v.number(), sku: v.string(), name: v.string(), qty: v.number() })),
  returnAddress: v.string(),
  returnDays: v.number(),
  refundDays: v.number(),
});

/** A recorded withdrawal. */
export type WithdrawalReceipt = v.InferOutput<typeof WithdrawalReceiptSchema>;

/** The e-mail a withdrawal is answered to. */
export const WithdrawalEmailSchema = EmailAddressSchema;
