import * as v from 'valibot';
import type { ApiCall, CallMeta, CallResult } from '../contract/call/defineCall';
import { errorMessages } from '../error/errorMessages';
import { ValidationError } from '../error/ValidationError';
import { answerError } from '../transport/answerError';
import type { Transport, TransportAnswer } from '../transport/createTransport';

/** What every sub-client needs: the transport and the store settings. */
export interface ClientContext {
  transport: Transport;
  /** The store code appended as `storeCode` in multistore mode (SPEC §7). */
  storeCode: string | undefined;
  multistore: boolean;
}

/** The raw inputs of a call: path params, query values (strings, numbers, lists) and body. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly string[] | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A validated answer. */
export interface CallOutput<C extends ApiCall> {
  code: number;
  result: CallResult<C>;
  meta: CallMeta<C>;
}

function toWire(value: string | number | boolean | readonly string[]): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

function check<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw ValidationError.fromIssues('request', what, parsed.issues);
  return parsed.output;
}

/**
 * Sends a call and returns its raw answer, whatever its code: the request is validated with the call's
 * schemas first (a {@link ValidationError} and nothing sent when it is invalid).
 *
 * @example
 * const answer = await sendCall(context, urlMapCall, { body: { url: '/x' } });
 */
export async function sendCall(context: ClientContext, call: ApiCall, input: CallInput = {}): Promise<TransportAnswer> {
  let path = call.path;
  if (call.params) {
    const params = check(call.params, input.params ?? {}, `${call.name} path`) as Record<string, string>;
    path = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  }
  let wire: Record<string, string> = {};
  // Only what the call's query schema accepts goes on the wire: a key it drops is never sent.
  if (call.query) {
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null) wire[key] = toWire(value);
    }
    if (!call.cart) {
      const accepted = check(call.query, wire, `${call.name} query`) as Record<string, unknown>;
      wire = Object.fromEntries(Object.entries(wire).filter(([key]) => Object.hasOwn(accepted, key)));
    }
  }
  if (context.multistore && context.storeCode) wire.storeCode = context.storeCode;
  const body = call.body ? JSON.stringify(check(call.body, input.body, `${call.name} body`)) : undefined;

  return context.transport.send({
    method: call.method,
    withToken: call.auth !== 'none',
    ...(body !== undefined ? { body } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.headers ? { headers: input.headers } : {}),
    url: ({ queryToken, cartId }) => {
      const query = new URLSearchParams();
      if (call.cart) {
        const id = wire.cartId ?? cartId;
        if (!id) {
          throw new ValidationError({
            source: 'request',
            message: errorMessages.cartIdMissing,
            code: 'CART_ID_MISSING',
          });
        }
        query.set('cartId', id);
        if (call.query) {
          const accepted = check(call.query, { ...wire, cartId: id }, `${call.name} query`) as Record<string, unknown>;
          for (const key of Object.keys(wire))
            if (key !== 'storeCode' && !Object.hasOwn(accepted, key)) delete wire[key];
        }
      }
      if (queryToken) query.set('token', queryToken);
      for (const [key, value] of Object.entries(wire)) if (key !== 'cartId') query.set(key, value);
      const search = query.toString();
      return search ? `${path}?${search}` : path;
    },
  });
}

/**
 * Sends a call and returns its validated answer; an error answer throws an `ApiError`, an answer that
 * breaks the contract throws a {@link ValidationError} (source `response`).
 *
 * @example
 * const { result } = await callApi(context, stockCheckCall, { query: { sku: 'CIT-10M3' } });
 */
export async function callApi<C extends ApiCall>(
  context: ClientContext,
  call: C,
  input: CallInput = {},
): Promise<CallOutput<C>> {
  const answer = await sendCall(context, call, input);
  if (answer.code !== 200 || answer.status >= 300) throw answerError(answer, call.name);
  const result = v.safeParse(call.result, answer.result);
  if (!result.success) throw ValidationError.fromIssues('response', `${call.name} answer`, result.issues);
  let meta: unknown = answer.meta;
  if (call.meta) {
    const parsed = v.safeParse(call.meta, answer.meta);
    if (!parsed.success) throw ValidationError.fromIssues('response', `${call.name} meta`, parsed.issues);
    meta = parsed.output;
  }
  return { code: answer.code, result: result.output as CallResult<C>, meta: meta as CallMeta<C> };
}
