import { sellerTextValues, type WithdrawalReceipt } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { Database } from '../db/schema';
import { withdrawalAcknowledgementMail } from './withdrawalAcknowledgementMail';

/** Days to send the goods back (art. L221-23) and to refund (art. L221-24). */
const RETURN_DAYS = 14;
const REFUND_DAYS = 14;

/** A withdrawal just recorded: its id, the order's number, when it was received, from whom, and its lines. */
export interface RecordedWithdrawal {
  readonly id: number;
  readonly orderNumber: string;
  readonly requestedAt: Date;
  readonly name: string;
  readonly email: string;
  readonly lines: WithdrawalReceipt['lines'];
}

/**
 * The receipt of a recorded withdrawal (its next steps: the return address, 14 days to send back, 14 days to refund —
 * art. L221-23, L221-24), its acknowledgement to the shopper and its copy to the shop's mailbox enqueued with `trx`,
 * the withdrawal's own transaction: recorded means mailed (Article 11a of the Consumer Rights Directive).
 * @example
 * const receipt = await acknowledgeWithdrawal(context, trx, { id, orderNumber, requestedAt, name, email, lines });
 */
export async function acknowledgeWithdrawal(
  context: CommerceContext,
  trx: Kysely<Database>,
  recorded: RecordedWithdrawal,
): Promise<WithdrawalReceipt> {
  const { seller, mail } = context.settings;
  const receipt: WithdrawalReceipt = {
    id: recorded.id,
    orderNumber: recorded.orderNumber,
    requestedAt: recorded.requestedAt.toISOString(),
    name: recorded.name,
    email: recorded.email,
    lines: recorded.lines,
    returnAddress: `${seller.companyName}, ${sellerTextValues(seller).address}`,
    returnDays: RETURN_DAYS,
    refundDays: REFUND_DAYS,
  };
  await context.outbox.enqueue(trx, withdrawalAcknowledgementMail(seller, receipt));
  await context.outbox.enqueue(trx, withdrawalAcknowledgementMail(seller, receipt, { shopAddress: mail.shopAddress }));
  return receipt;
}
