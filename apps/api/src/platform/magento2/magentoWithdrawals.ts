import type { WithdrawalReceipt } from '@citerne/core-api/contract';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { CommerceContext } from '../../commerce/CommerceContext';
import type { Database } from '../../db/schema';
import { acceptWithdrawalLines } from '../../withdrawal/acceptWithdrawalLines';
import { acknowledgeWithdrawal } from '../../withdrawal/acknowledgeWithdrawal';
import { describeWithdrawableOrder } from '../../withdrawal/describeWithdrawableOrder';
import { openWithdrawalOrderFrom, type WithdrawalOrderSource } from '../../withdrawal/openWithdrawalOrderFrom';
import { withdrawalCaller } from '../../withdrawal/withdrawalCaller';
import { withdrawalKeys } from '../../withdrawal/withdrawalKeys';
import { CommerceError } from '../CommerceError';
import type { WithdrawalPlatform } from '../WithdrawalPlatform';
import type { MagentoClient } from './createMagentoClient';
import { type MagentoWithdrawalOrder, MagentoWithdrawalOrderSchema } from './MagentoWithdrawalOrderSchema';
import { magentoPath } from './magentoPath';
import { parseMagentoAnswer } from './parseMagentoAnswer';

const MagentoOrderSearchSchema = v.object({ items: v.array(MagentoWithdrawalOrderSchema) });

/** `searchCriteria` of orders whose number is `orderNumber`, as Adobe's REST documentation spells it. */
const byNumber = (orderNumber: string) =>
  [
    ['searchCriteria[filter_groups][0][filters][0][field]', 'increment_id'],
    ['searchCriteria[filter_groups][0][filters][0][value]', orderNumber],
    ['searchCriteria[filter_groups][0][filters][0][condition_type]', 'eq'],
  ] as const;

/** What the merchant reads in Magento's admin, in the order's comments history (French, as the shop's mails). */
const commentOf = (receipt: WithdrawalReceipt) =>
  `Rétractation n° ${receipt.id} reçue en ligne le ${receipt.requestedAt} (UTC) de ${receipt.name} (${receipt.email}) : ` +
  `${receipt.lines.map((line) => `${line.qty} × ${line.name} (${line.sku})`).join(', ')}. ` +
  `Retour des articles sous ${receipt.returnDays} jours, remboursement sous ${receipt.refundDays} jours ` +
  '(art. L221-23 et L221-24 Code de la consommation) ; le détail est dans la copie envoyée à la boutique.';

/**
 * The withdrawals of orders placed in Magento — through the shop or not (an order taken by phone in Magento's admin is
 * found by its number too). The order is read with the integration (`GET /V1/orders/{id}` for the signed link, which
 * carries Magento's `entity_id`; `GET /V1/orders?searchCriteria…increment_id…` for a number) and opened by the rules
 * every platform shares (`openWithdrawalOrderFrom`: the owner by Magento's `customer_id`, a guest by the order's
 * e-mail, one 404, guests limited); its lines are Magento's visible items. What was withdrawn is the shop's
 * (`magento_withdrawals`, `magento_withdrawal_lines`, migration 0037), recorded under an advisory lock on the order's
 * id with the acknowledgement mails in the same transaction; the merchant then finds a comment on the order in
 * Magento's admin (`POST /V1/orders/{id}/comments`, not shown to the customer). A comment Magento refuses is logged
 * and the withdrawal stands: it is recorded, and the shop's mailbox has its copy.
 * @example
 * const withdrawals = magentoWithdrawals(magento, context);
 */
export function magentoWithdrawals(
  magento: MagentoClient,
  context: CommerceContext,
  log: (message: string) => void = (message) => console.warn(message),
): WithdrawalPlatform {
  const keys = withdrawalKeys(context);
  const source: WithdrawalOrderSource<MagentoWithdrawalOrder> = {
    async find(key) {
      if ('orderId' in key) {
        const path = magentoPath`/V1/orders/${key.orderId}`;
        try {
          const answer = await magento.call({ method: 'GET', path, auth: 'admin' });
          return [parseMagentoAnswer(MagentoWithdrawalOrderSchema, answer, `GET ${path}`, log)];
        } catch (error) {
          // A signed link to an order since deleted in Magento: the 404 of an unknown order.
          if (error instanceof CommerceError && error.status === 404) return [];
          throw error;
        }
      }
      const answer = await magento.call({
        method: 'GET',
        path: '/V1/orders',
        auth: 'admin',
        query: byNumber(key.orderNumber),
      });
      return parseMagentoAnswer(MagentoOrderSearchSchema, answer, 'GET /V1/orders', log).items;
    },
    ownerOf: (order) => ({ customerId: order.customer_id ?? null, email: order.customer_email }),
  };

  const viewOf = async (db: Kysely<Database>, order: MagentoWithdrawalOrder, now: Date) => {
    const withdrawn = await db
      .selectFrom('magento_withdrawal_lines')
      .innerJoin('magento_withdrawals', 'magento_withdrawals.id', 'magento_withdrawal_lines.withdrawal_id')
      .select([
        'magento_withdrawal_lines.order_item_id',
        (eb) => eb.fn.sum<string>('magento_withdrawal_lines.qty').as('qty'),
      ])
      .where('magento_withdrawals.order_id', '=', order.entity_id)
      .groupBy('magento_withdrawal_lines.order_item_id')
      .execute();
    const billing = order.billing_address;
    const name = [billing?.firstname ?? order.customer_firstname, billing?.lastname ?? order.customer_lastname];
    return describeWithdrawableOrder(
      db,
      {
        orderNumber: order.increment_id,
        orderedAt: order.created_at,
        name: name.filter(Boolean).join(' '),
        email: order.customer_email,
        // Magento's own confirmation mail does not carry the shop's withdrawal information (art. L221-5), so the shop
        // cannot show this shopper was informed: false extends the period by twelve months (art. L221-20). That is
        // the safe, lawful choice — the online function never closes before the law does.
        informed: false,
        // A configurable or bundle product's child lines are parts of the line shown: withdrawn with it.
        items: order.items
          .filter((item) => item.parent_item_id === undefined || item.parent_item_id === null)
          .map((item) => ({
            itemId: item.item_id,
            sku: item.sku,
            // Magento's line names the variant, not its configurable: the catalogue row names the parent.
            parentSku: null,
            name: item.name,
            qtyOrdered: item.qty_ordered,
          })),
        withdrawn: new Map(withdrawn.map((row) => [row.order_item_id, Number(row.qty)])),
      },
      now,
    );
  };

  const comment = async (order: MagentoWithdrawalOrder, receipt: WithdrawalReceipt) => {
    const path = magentoPath`/V1/orders/${order.entity_id}/comments`;
    try {
      await magento.call({
        method: 'POST',
        path,
        auth: 'admin',
        body: {
          statusHistory: {
            comment: commentOf(receipt),
            is_customer_notified: 0,
            is_visible_on_front: 0,
            parent_id: order.entity_id,
          },
        },
      });
    } catch (error) {
      const reason = error instanceof CommerceError ? `${error.status} ${error.code ?? ''}`.trim() : 'failed';
      log(
        `Magento POST ${path}: withdrawal ${receipt.id} of order ${receipt.orderNumber} is recorded and mailed, ` +
          `but its comment was not added (${reason})`,
      );
    }
  };

  return {
    async lookup(request, requester) {
      const caller = withdrawalCaller(context, requester);
      const order = await openWithdrawalOrderFrom(source, keys, request, caller);
      return viewOf(context.db, order, caller.now);
    },

    async submit(request, requester) {
      const caller = withdrawalCaller(context, requester);
      // Magento's order is read before the lock: its lines do not change; what earlier withdrawals took back is ours,
      // and is read again under the lock.
      const order = await openWithdrawalOrderFrom(source, keys, request, caller);
      const receipt = await context.db.transaction().execute(async (trx) => {
        // The order is Magento's, not a row of ours to lock: one advisory lock per Magento order id serialises its
        // withdrawals (PostgreSQL and PGlite alike), so two at once cannot both take back the same units.
        await sql`select pg_advisory_xact_lock(hashtextextended(${`magento-withdrawal:${order.entity_id}`}, 0))`.execute(
          trx,
        );
        const lines = acceptWithdrawalLines(await viewOf(trx, order, caller.now), request.lines);
        const inserted = await trx
          .insertInto('magento_withdrawals')
          .values({
            order_id: order.entity_id,
            increment_id: order.increment_id,
            name: request.name,
            email: request.email,
            created_at: caller.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('magento_withdrawal_lines')
          .values(lines.map((line) => ({ withdrawal_id: inserted.id, order_item_id: line.itemId, qty: line.qty })))
          .execute();
        return acknowledgeWithdrawal(context, trx, {
          id: inserted.id,
          orderNumber: order.increment_id,
          requestedAt: caller.now,
          name: request.name,
          email: request.email,
          lines,
        });
      });
      void context.outbox.deliver();
      await comment(order, receipt);
      return receipt;
    },
  };
}
