import type { ApiCall } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { checkJsonText, REQUEST_JSON_LIMITS } from '../http/checkJsonText';
import { MAX_BODY_BYTES } from '../http/mountCall';
import { CommerceError } from '../platform/CommerceError';
import type { FuzzEndpoint, FuzzRequest } from './FuzzRequest';

const BEARER = /^Bearer\s+(\S{1,4096})\s*$/i;

/** The path parameters of `path` matched against a route pattern (`/api/order/:orderNumber`), undecoded. */
function pathParams(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    try {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    } catch {
      params[name] = match[index + 1] ?? '';
    }
  }
  return params;
}

function bodyIsInvalid(call: ApiCall, body: FuzzRequest['body']): boolean {
  if (!call.body) return false;
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : (body ?? new Uint8Array());
  if (bytes.byteLength > MAX_BODY_BYTES) return true;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return true;
  }
  try {
    checkJsonText(text, REQUEST_JSON_LIMITS);
  } catch (error) {
    if (error instanceof CommerceError) return true;
    throw error;
  }
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return true;
  }
  if (Array.isArray(json) && call.body.type !== 'array') return true;
  return !v.safeParse(call.body, json).success;
}

/**
 * Whether the contract calls a fuzz request invalid, so that the API must refuse it and change nothing: a method or
 * path no route serves, a forged, expired or malformed token, a required token missing, or path parameters, query or
 * body its call's schemas (and the request limits of `mountCall`) refuse. Requests to routes outside the contract are
 * the read-only ones, or a payment notification no signature can make authentic by chance: invalid as sent.
 * @example
 * classifyFuzzRequest(endpoint, request) === 'invalid';
 */
export function classifyFuzzRequest(endpoint: FuzzEndpoint, request: FuzzRequest): 'invalid' | 'maybe-valid' {
  if (request.method !== endpoint.method) return 'invalid';
  const [path = '', rawQuery = ''] = request.url.split(/\?(.*)/s);
  const params = pathParams(endpoint.path, path);
  if (params === null) return 'invalid';
  const { call } = endpoint;
  if (!call) return 'invalid';
  // Only a call that needs a token must refuse a forged one; the others may serve the request as a guest's (a cart
  // call then checks that the cart is a guest's).
  if (request.forgedToken && call.auth === 'required') return 'invalid';
  const header = request.headers.authorization;
  if (header !== undefined && !BEARER.test(header)) return 'invalid';
  // Hono's `c.req.query()` keeps the first of repeated parameters.
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQuery)) if (!(name in query)) query[name] = value;
  const token = header !== undefined ? header : query.token;
  if (call.auth === 'required' && (token === undefined || token === '')) return 'invalid';
  if (call.params && !v.safeParse(call.params, params).success) return 'invalid';
  if (!request.brokenEncoding && call.query && !v.safeParse(call.query, query).success) return 'invalid';
  if (bodyIsInvalid(call, request.body)) return 'invalid';
  return 'maybe-valid';
}
