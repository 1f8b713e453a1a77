import {
  sellerTextValues,
  type WithdrawalReceipt,
  withdrawalLookupCall,
  withdrawalSubmitCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { CommerceContext } from '../commerce/CommerceContext';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import { AttemptLimiter } from '../customer/AttemptLimiter';
import { authenticate } from '../customer/authenticate';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { readClientAddress } from '../http/readClientAddress';
import { CommerceError } from '../platform/CommerceError';
import { loadWithdrawableOrder } from './loadWithdrawableOrder';
import { openWithdrawalOrder, type WithdrawalKeys } from './openWithdrawalOrder';
import { withdrawalAcknowledgementMail } from './withdrawalAcknowledgementMail';

/** Days to send the goods back (art. L221-23) and to refund (art. L221-24). */
const RETURN_DAYS = 14;
const REFUND_DAYS = 14;

const REFUSALS = {
  'made-to-measure': 'Goods made to your specifications cannot be withdrawn (art. L221-28 3° Code de la consommation).',
  'already-withdrawn': 'This line has already been withdrawn.',
  'period-over': 'The withdrawal period of this order is over.',
} as const;

/**
 * The keys of the withdrawal function: the signed-link key, derived from the shop secret for this one purpose,
 * and the guests' attempt limiter (the login limits).
 * @example
 * const keys = withdrawalKeys(context);
 */
export function withdrawalKeys(context: Pick<CommerceContext, 'settings'>): WithdrawalKeys {
  return {
    linkKey: deriveSecretKey(context.settings.secret, 'withdrawal-link'),
    limiter: new AttemptLimiter(context.settings.attemptLimits.login),
  };
}

/**
 * Mounts the online withdrawal function (art. L221-18 ff., Article 11a of the Consumer Rights Directive):
 * `POST /api/ext/withdrawal/lookup` answers the lines of an order and how much of each can be withdrawn;
 * `POST /api/ext/withdrawal` checks everything again under the order's lock, records the withdrawal with its date
 * and time, and enqueues at once the acknowledgement to the shopper and its copy to the shop's mailbox.
 * @example
 * mountWithdrawalRoutes(app, context);
 */
export function mountWithdrawalRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  const { db, settings } = context;
  const keys = withdrawalKeys(context);
  const callerOf = async (c: Parameters<typeof readClientAddress>[0], token: string | undefined) => ({
    customer: await authenticate(context, token),
    address: readClientAddress(c, settings.trustProxy),
    now: settings.now(),
  });

  mountCall(app, withdrawalLookupCall, async ({ c, body, token }) => {
    const caller = await callerOf(c, token);
    const order = await openWithdrawalOrder(db, keys, body, caller);
    return { result: await loadWithdrawableOrder(db, order, caller.now) };
  });

  mountCall(app, withdrawalSubmitCall, async ({ c, body, token }) => {
    const caller = await callerOf(c, token);
    const seller = settings.seller;
    const text = sellerTextValues(seller);
    const receipt = await db.transaction().execute(async (trx) => {
      const order = await openWithdrawalOrder(trx, keys, body, caller, { lock: true });
      const view = await loadWithdrawableOrder(trx, order, caller.now);
      if (!view.period.open) throw new CommerceError(409, REFUSALS['period-over'], 'WITHDRAWAL_PERIOD_OVER');
      const seen = new Set<number>();
      const lines: WithdrawalReceipt['lines'] = [];
      for (const wanted of body.lines) {
        const line = view.lines.find((candidate) => candidate.itemId === wanted.itemId);
        if (line === undefined || seen.has(wanted.itemId)) {
          throw new CommerceError(400, 'Unknown or repeated order line.', 'WITHDRAWAL_LINE_UNKNOWN');
        }
        seen.add(wanted.itemId);
        if (line.refusal !== null) {
          throw new CommerceError(409, REFUSALS[line.refusal], 'WITHDRAWAL_LINE_REFUSED', { itemId: line.itemId });
        }
        if (wanted.qty > line.qtyWithdrawable) {
          throw new CommerceError(
            409,
            `At most ${line.qtyWithdrawable} of ${line.name} can be withdrawn.`,
            'WITHDRAWAL_LINE_REFUSED',
            {
              itemId: line.itemId,
            },
          );
        }
        lines.push({ itemId: line.itemId, sku: line.sku, name: line.name, qty: wanted.qty });
      }
      const inserted = await trx
        .insertInto('withdrawals')
        .values({ order_id: order.id, name: body.name, email: body.email, created_at: caller.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('withdrawal_lines')
        .values(lines.map((line) => ({ withdrawal_id: inserted.id, order_item_id: line.itemId, qty: line.qty })))
        .execute();
      const result: WithdrawalReceipt = {
        id: inserted.id,
        orderNumber: order.increment_id,
        requestedAt: caller.now.toISOString(),
        name: body.name,
        email: body.email,
        lines,
        returnAddress: `${seller.companyName}, ${text.address}`,
        returnDays: RETURN_DAYS,
        refundDays: REFUND_DAYS,
      };
      // The acknowledgement goes out with the withdrawal's own transaction: recorded means mailed.
      await context.outbox.enqueue(trx, withdrawalAcknowledgementMail(seller, result));
      await context.outbox.enqueue(
        trx,
        withdrawalAcknowledgementMail(seller, result, { shopAddress: settings.mail.shopAddress }),
      );
      return result;
    });
    void context.outbox.deliver();
    return { result: receipt };
  });
}
