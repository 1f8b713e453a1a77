import type { CartSync, StorageLike } from '@citerne/cart-sync';
import {
  ErrorResultSchema,
  errorResultMessage,
  PlaceOrderResultSchema,
  type SyncTask,
} from '@citerne/core-api/contract';
import * as v from 'valibot';
import { checkoutMessages } from '../message/checkoutMessages';
import { LAST_CART_BYPASS_KEY } from '../order/lastCartBypass';
import type { OrderConfirmation } from '../order/OrderConfirmation';
import type { CheckoutAction } from '../state/checkoutReducer';
import { listPendingOrders } from './listPendingOrders';
import type { OrderQueue } from './OrderQueue';
import { type PendingOrder, pendingOrderOf } from './PendingOrder';
import type { SentOrderOutcome } from './SentOrderOutcome';

/** Options of {@link sendPendingOrders}. */
export interface SendPendingOrdersOptions {
  readonly queue: OrderQueue;
  /** The orders the shopper confirmed (default: every pending one). */
  readonly orderIds?: readonly string[] | undefined;
  /** Cleared (without sync, disconnected) once an order of its very lines is placed. */
  readonly cart: Pick<CartSync, 'getState' | 'clear'>;
  /** Applies `order/placed` / `order/refused` to the checkout store. */
  readonly dispatch?: ((action: CheckoutAction) => void) | undefined;
  /** Where the last-cart-bypass stamp is written (SPEC §4 "Place order"). */
  readonly storage?: StorageLike | undefined;
  readonly isOnline?: (() => boolean) | undefined;
  /** Rounds sent again while an order has no definitive answer (default 2), `retryDelayMs` apart (default 2000). */
  readonly retries?: number | undefined;
  readonly retryDelayMs?: number | undefined;
  readonly wait?: ((ms: number) => Promise<void>) | undefined;
  readonly now?: (() => number) | undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The cart holds exactly the order's lines: it is the cart that was ordered, not one filled since.
function isOrderedCart(cart: Pick<CartSync, 'getState'>, order: PendingOrder): boolean {
  const key = (sku: string, qty: number) => `${sku}\u0000${qty}`;
  const lines = cart
    .getState()
    .items.map((line) => key(line.sku, line.qty))
    .sort();
  const ordered = order.products.map((product) => key(product.sku, product.qty)).sort();
  return lines.length === ordered.length && lines.every((line, index) => line === ordered[index]);
}

function refusal(task: SyncTask): { message: string; code: string | null } {
  const parsed = v.safeParse(ErrorResultSchema, task.result);
  if (!parsed.success) return { message: checkoutMessages.somethingWentWrong, code: null };
  const code = typeof parsed.output === 'object' && 'code' in parsed.output ? parsed.output.code : undefined;
  return { message: errorResultMessage(parsed.output), code: typeof code === 'string' ? code : null };
}

/**
 * Sends the pending offline orders the shopper confirmed and says what became of each (SPEC §4 "Offline and
 * online": sent and confirmed when back online). The queue sends each under its `order_id` as `Idempotency-Key`,
 * one tab at a time; an order without a definitive answer (server error, no answer within the queue's timeout)
 * is sent again, `retries` times, with the same key — the API answers the order it placed, never a second one. A
 * placed order clears the cart it was made of and is confirmed with its number (`order/placed`); a refused one
 * (`order/refused`) leaves the cart's lines where they are, for the shopper to review.
 * @example
 * const outcomes = await sendPendingOrders({ queue, cart: cartSync, dispatch, storage: localStorage });
 * for (const outcome of outcomes) if (outcome.kind === 'placed') show(outcome.confirmation.orderNumber);
 */
export async function sendPendingOrders(options: SendPendingOrdersOptions): Promise<SentOrderOutcome[]> {
  const { queue, cart, dispatch = () => {}, storage } = options;
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => true);
  const retries = options.retries ?? 2;
  const wait = options.wait ?? sleep;
  const pending = await listPendingOrders(queue, now());
  const ids = options.orderIds ?? pending.map((order) => order.orderId);
  const known = new Map(pending.map((order) => [order.orderId, order]));

  let tasks = new Map<string, SyncTask>();
  for (let round = 0; ; round++) {
    await queue.process();
    tasks = new Map((await queue.list()).map((task) => [task.task_id, task]));
    const unanswered = ids.some((id) => tasks.get(id)?.transmited === false);
    if (!unanswered || round >= retries || !isOnline()) break;
    await wait(options.retryDelayMs ?? 2000);
  }

  const outcomes: SentOrderOutcome[] = [];
  for (const id of ids) {
    const task = tasks.get(id);
    const order = (task ? pendingOrderOf(task) : null) ?? known.get(id);
    if (!task || !order) {
      outcomes.push({ kind: 'gone', orderId: id });
      continue;
    }
    if (!task.transmited) {
      outcomes.push({ kind: 'waiting', order: { ...order, attempts: task.attempts } });
      continue;
    }
    const placed = task.code === 200 ? v.safeParse(PlaceOrderResultSchema, task.result) : null;
    if (placed?.success) {
      const confirmation: OrderConfirmation = {
        orderNumber: placed.output.orderNumber,
        orderId: placed.output.orderId,
        accessKey: placed.output.accessKey ?? null,
        status: placed.output.status,
        email: order.email.trim().toLowerCase(),
        paymentMethod: order.paymentMethod,
        paymentRedirectUrl: placed.output.paymentRedirectUrl ?? null,
        placedAt: task.transmited_at ?? now(),
        accountRequested: false,
      };
      if (isOrderedCart(cart, order)) {
        dispatch({ type: 'order/placed', confirmation });
        try {
          storage?.setItem(LAST_CART_BYPASS_KEY, String(confirmation.placedAt));
          await cart.clear({ sync: false, disconnect: true });
        } catch {
          // The order is placed whatever the local cart and storage do.
        }
      }
      outcomes.push({ kind: 'placed', order, confirmation });
      continue;
    }
    dispatch({ type: 'order/refused' });
    outcomes.push({ kind: 'refused', order, status: task.code ?? 0, ...refusal(task) });
  }
  return outcomes;
}
