import type { ApiCall, CallBody, CallQuery, CallResultInput } from '@citerne/core-api/contract';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import { CommerceError } from '../platform/CommerceError';
import type { ApiEnv } from './apiEnv';
import { checkJsonText, REQUEST_JSON_LIMITS } from './checkJsonText';
import { respond, respondError } from './envelope';
import { jsonAnswer } from './jsonAnswer';
import { readLimitedBody } from './readLimitedBody';
import { describeIssues } from './validation';

/** Largest JSON body a commerce call accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

/** What a call handler receives: the validated query and body, and the user token if one was sent. */
export interface CallRequest<C extends ApiCall> {
  readonly c: Context<ApiEnv>;
  readonly query: CallQuery<C>;
  readonly body: CallBody<C>;
  /** The user token, from `Authorization: Bearer` (preferred) or the `token` query param (SPEC §6). */
  readonly token: string | undefined;
  /**
   * The customer of the token, authenticated before the query and body were read, for a call whose contract says
   * `auth: 'required'` (ASVS 5.0 V8: who asks is settled before what is asked); `undefined` for any other call.
   */
  readonly customer: C['auth'] extends 'required' ? AuthenticatedCustomer : undefined;
}

/** What a call handler answers: the `result` of the contract, an optional `meta`, and the status (200). */
export interface CallAnswer<C extends ApiCall> {
  readonly status?: ContentfulStatusCode;
  readonly result: CallResultInput<C>;
  readonly meta?: Record<string, unknown>;
}

/** The answer to a conditional GET whose validators still match: 304 Not Modified, no body. */
export interface NotModified {
  readonly notModified: true;
}

/** Whether a request value holds a NUL character anywhere: PostgreSQL text cannot store one. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  }
  return false;
}

function readToken(c: Context, query: Record<string, string>): string | undefined {
  const header = c.req.header('authorization');
  if (header !== undefined) {
    const match = /^Bearer\s+(\S{1,4096})\s*$/i.exec(header);
    if (!match) throw new CommerceError(401, 'The Authorization header must be "Bearer <token>".', 'TOKEN_INVALID');
    return match[1];
  }
  const token = query.token;
  return token !== undefined && token !== '' ? token : undefined;
}

/** Options of {@link mountCall}. */
export interface MountOptions {
  /** Turns a body validation failure into a specific refusal (else a generic 400). */
  readonly onInvalidBody?: (issues: readonly v.BaseIssue<unknown>[]) => CommerceError | undefined;
  /** Turns a query validation failure into a specific refusal (else a generic 400). */
  readonly onInvalidQuery?: (issues: readonly v.BaseIssue<unknown>[]) => CommerceError | undefined;
  /**
   * The customer of a user token (a refusal for a bad one, `null` without one): required to mount a call whose
   * contract says `auth: 'required'` (usually `platform.customers.authenticate`).
   */
  readonly authenticate?: (token: string | undefined) => Promise<AuthenticatedCustomer | null>;
}

/**
 * The customer of a call that needs one, before anything else of the request is read: no token answers 401
 * `TOKEN_REQUIRED`, a malformed, forged, expired or revoked one 401 `TOKEN_INVALID` (SPEC §8: 401 means refresh).
 */
async function authenticateFirst(
  c: Context,
  call: ApiCall,
  authenticate: MountOptions['authenticate'],
): Promise<{ token: string | undefined; customer: AuthenticatedCustomer | undefined }> {
  // The raw query: the `token` param of SPEC §6 counts even when the rest of the query is invalid.
  const token = readToken(c, c.req.query());
  if (call.auth !== 'required') return { token, customer: undefined };
  if (token === undefined) throw new CommerceError(401, 'This call needs a user token.', 'TOKEN_REQUIRED');
  const customer = await (authenticate as NonNullable<MountOptions['authenticate']>)(token);
  if (!customer) throw new CommerceError(401, 'This call needs a user token.', 'TOKEN_REQUIRED');
  return { token, customer };
}

async function readBody(c: Context, schema: v.GenericSchema, options: MountOptions): Promise<unknown> {
  const text = await readLimitedBody(c, MAX_BODY_BYTES);
  // Depth, string lengths, NULs and lone surrogates are checked on the text: parsing and validation recurse.
  checkJsonText(text, REQUEST_JSON_LIMITS);
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw new CommerceError(400, 'The request body is not valid JSON.', 'INVALID_JSON');
  }
  // valibot's object schemas let arrays through (typeof [] is 'object'): a body is an object unless the contract says otherwise.
  if (Array.isArray(json) && schema.type !== 'array') {
    throw new CommerceError(400, 'Invalid body: the request body must be a JSON object.', 'INVALID_BODY');
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    throw (
      options.onInvalidBody?.(parsed.issues) ??
      new CommerceError(400, `Invalid body: ${describeIssues(parsed.issues)}`, 'INVALID_BODY')
    );
  }
  return parsed.output;
}

/**
 * Answers a thrown refusal in the envelope; anything else goes on to the API's error handler (500).
 * @example
 * try { ... } catch (error) { return answerError(c, error); }
 */
export function answerError(c: Context, error: unknown): Response {
  if (error instanceof CommerceError) {
    if (error.code === undefined) return respondError(c, error.status, error.message);
    return jsonAnswer(
      c,
      { code: error.status, result: { message: error.message, code: error.code, ...error.details } },
      error.status,
    );
  }
  throw error;
}

/**
 * Mounts one call of the contract (`@citerne/core-api/contract`): its method and path, its query and body
 * validated with the contract's schemas (400 with a readable message, nothing changed), the token read
 * from the Bearer header or the `token` query param, and the answer sent in the envelope. A call whose contract
 * says `auth: 'required'` is authenticated first (`options.authenticate`), before its query and body are read.
 * @example
 * mountCall(app, stockCheckCall, async ({ query }) => ({ result: await checkStock(db, query.sku) }));
 */
export function mountCall<C extends ApiCall>(
  app: Hono<ApiEnv>,
  call: C,
  handler: (request: CallRequest<C>) => Promise<CallAnswer<C> | NotModified>,
  options: MountOptions = {},
): void {
  if (call.auth === 'required' && options.authenticate === undefined) {
    throw new Error(`${call.name} needs a user token: mount it with options.authenticate.`);
  }
  app.on(call.method, call.path, async (c) => {
    try {
      const { token, customer } = await authenticateFirst(c, call, options.authenticate);
      const rawQuery = c.req.query();
      if (holdsNul(rawQuery))
        throw new CommerceError(400, 'Invalid query: text cannot contain NUL characters.', 'INVALID_QUERY');
      let query: unknown = rawQuery;
      if (call.query) {
        const parsed = v.safeParse(call.query, rawQuery);
        if (!parsed.success) {
          throw (
            options.onInvalidQuery?.(parsed.issues) ??
            new CommerceError(400, `Invalid query: ${describeIssues(parsed.issues)}`, 'INVALID_QUERY')
          );
        }
        query = parsed.output;
      }
      const body = call.body ? await readBody(c, call.body, options) : undefined;
      const answer = await handler({
        c,
        query: query as CallQuery<C>,
        body: body as CallBody<C>,
        token,
        customer: customer as CallRequest<C>['customer'],
      });
      if ('notModified' in answer) return c.body(null, 304);
      return respond(c, answer.status ?? 200, answer.result, answer.meta);
    } catch (error) {
      return answerError(c, error);
    }
  });
}
