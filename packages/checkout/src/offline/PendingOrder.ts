import { type PlaceOrderRequest, PlaceOrderRequestSchema, type SyncTask } from '@citerne/core-api/contract';
import * as v from 'valibot';

/** The callback event of an order task: what tells the order tasks apart from the queue's others. */
export const ORDER_TASK_EVENT = 'order-placed';

/**
 * An order kept offline in the sync task queue (SPEC §4 "Offline and online"): **pending** — not placed — until the
 * server answers. `orderId` is its idempotency key; `request` the order as it will be sent.
 */
export interface PendingOrder {
  readonly orderId: string;
  readonly createdAt: number;
  /** Sends tried without a definitive answer (no network, server error, timeout). */
  readonly attempts: number;
  readonly email: string;
  readonly paymentMethod: string;
  readonly products: readonly { readonly sku: string; readonly qty: number; readonly name?: string | undefined }[];
  readonly request: PlaceOrderRequest;
}

/**
 * The pending order a queue task holds, or null for another task or a body that no longer reads as an order (read
 * back from IndexedDB, so validated like any outside input).
 * @example
 * const pending = (await queue.list()).map(pendingOrderOf).filter((order) => order !== null);
 */
export function pendingOrderOf(task: SyncTask): PendingOrder | null {
  if (task.callback_event !== ORDER_TASK_EVENT || task.payload.body === undefined) return null;
  let body: unknown;
  try {
    body = JSON.parse(task.payload.body);
  } catch {
    return null;
  }
  const parsed = v.safeParse(PlaceOrderRequestSchema, body);
  if (!parsed.success || parsed.output.order_id !== task.task_id) return null;
  const request = parsed.output;
  return {
    orderId: task.task_id,
    createdAt: task.created_at,
    attempts: task.attempts,
    email: request.addressInformation.billingAddress.email,
    paymentMethod: request.addressInformation.payment_method_code,
    products: request.products.map(({ sku, qty, name }) => ({ sku, qty, ...(name ? { name } : {}) })),
    request,
  };
}
