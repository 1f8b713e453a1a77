/**
 * What a caller gives to queue or execute a task.
 *
 * @example
 * const input: SyncTaskInput = { url: '/api/cart/update?cartId={{cartId}}', method: 'POST', body: { cartItem } };
 */
export interface SyncTaskInput {
  /**
   * The task's id, sent as its `Idempotency-Key` (default: a new id). Give the id of what the task does — an
   * order's `order_id` — so that every send of it, by this queue or by a direct call, is applied once; queuing an
   * id already queued keeps the first task. Letters, digits, `_ . : -`, at most 128 characters.
   */
  task_id?: string;
  /** Path (or absolute URL); may hold `{{token}}` and `{{cartId}}` placeholders. */
  url: string;
  /** Default: POST with a body, else GET. */
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Named back to the app (`onCallbackEvent`) with the answered task. */
  callback_event?: string;
  /** No error notification for this task. */
  silent?: boolean;
  /** Keep the answered task (with its result) instead of removing it. */
  is_result_cacheable?: boolean;
}
