import * as v from 'valibot';
import type { ApiCall, CallBodyInput, CallParamsInput, CallQueryInput } from '../contract/call/defineCall';
import { ValidationError } from '../error/ValidationError';
import type { SyncTaskInput } from './syncTaskInput';

/**
 * Builds a queue task for a contract call: the body is validated now (a `ValidationError` and nothing
 * queued when invalid); cart calls get the `{{cartId}}` placeholder, filled when the task is sent.
 *
 * @example
 * await queue.queue(syncTaskForCall(placeOrderCall, { body: order }, { callback_event: 'order-placed' }));
 */
export function syncTaskForCall<C extends ApiCall>(
  call: C,
  input: {
    params?: CallParamsInput<C>;
    query?: Omit<Exclude<CallQueryInput<C>, undefined>, 'cartId' | 'token'>;
    body?: CallBodyInput<C>;
  },
  options: Pick<SyncTaskInput, 'silent' | 'callback_event' | 'is_result_cacheable' | 'task_id'> = {},
): SyncTaskInput {
  const check = (schema: v.GenericSchema, value: unknown, what: string) => {
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) throw ValidationError.fromIssues('request', `${call.name} ${what}`, parsed.issues);
    return parsed.output as unknown;
  };
  let path = call.path;
  if (call.params) {
    const params = check(call.params, input.params ?? {}, 'path') as Record<string, unknown>;
    path = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = [call.cart ? 'cartId={{cartId}}' : '', query.toString()].filter(Boolean).join('&');
  return {
    url: search ? `${path}?${search}` : path,
    method: call.method,
    ...(call.body ? { body: check(call.body, input.body, 'body') } : {}),
    ...options,
  };
}
