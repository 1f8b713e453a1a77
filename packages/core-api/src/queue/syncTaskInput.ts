/**
 * What a caller gives to queue or execute a task.
 *
 * @example
 * const input: SyncTaskInput = { url: '/api/cart/update?cartId={{cartId}}', method: 'POST', body: { cartItem } };
 */
export interface SyncTaskInput {
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
