import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonAnswer } from './jsonAnswer';

/**
 * Answers in the `{ code, result, meta? }` envelope of the API contract:
 * `code` mirrors the HTTP status (ARCHITECTURE.md "HTTP contract").
 */
export function respond<T>(c: Context, status: ContentfulStatusCode, result: T, meta?: Record<string, unknown>) {
  return jsonAnswer(c, meta === undefined ? { code: status, result } : { code: status, result, meta }, status);
}

/** An error answer: `result` is the message a shopper or developer can read. */
export function respondError(c: Context, status: ContentfulStatusCode, message: string, code?: string) {
  return jsonAnswer(c, { code: status, result: code === undefined ? message : { message, code } }, status);
}
