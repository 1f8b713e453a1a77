import type * as v from 'valibot';

/** HTTP methods used by the API. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call: `none` (no token sent), `optional` (the user token is sent when there is one),
 * `required` (a user token must be sent, SPEC §6: order history, profile, change password).
 */
export type CallAuth = 'none' | 'optional' | 'required';

/**
 * One call of SPEC §7: its method, path and the schemas of its path params, query, body, answer
 * `result` and answer `meta`. The API validates requests with these schemas (400 on failure) and the
 * clients validate answers with them.
 */
export interface ApiCall {
  /** Stable name, `area.action` (for logs and routing tables). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path under the API host; `:name` segments are path params. */
  readonly path: string;
  readonly auth: CallAuth;
  /** Cart calls carry the server cart id as the `cartId` query param (SPEC §7). */
  readonly cart: boolean;
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  readonly result: v.GenericSchema;
  readonly meta?: v.GenericSchema;
}

/**
 * Declares a call; returns it unchanged with its literal types kept.
 *
 * @example
 * export const stockCheckCall = defineCall({
 *   name: 'stock.check', method: 'GET', path: '/api/stock/check', auth: 'none', cart: false,
 *   query: StockCheckQuerySchema, result: StockItemSchema,
 * });
 */
export function defineCall<const TCall extends ApiCall>(call: TCall): TCall {
  return call;
}

type SchemaInput<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;
type SchemaOutput<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a client passes as the path params of a call. */
export type CallParamsInput<C extends ApiCall> = SchemaInput<C['params']>;
/** What a client passes as the query of a call. */
export type CallQueryInput<C extends ApiCall> = SchemaInput<C['query']>;
/** What a client passes as the body of a call. */
export type CallBodyInput<C extends ApiCall> = SchemaInput<C['body']>;
/** The validated query the API reads. */
export type CallQuery<C extends ApiCall> = SchemaOutput<C['query']>;
/** The validated body the API reads. */
export type CallBody<C extends ApiCall> = SchemaOutput<C['body']>;
/** The validated `result` of a call's answer. */
export type CallResult<C extends ApiCall> = v.InferOutput<C['result']>;
/** What the API puts in the `result` of a call's answer. */
export type CallResultInput<C extends ApiCall> = v.InferInput<C['result']>;
/** The validated `meta` of a call's answer. */
export type CallMeta<C extends ApiCall> = SchemaOutput<C['meta']>;
