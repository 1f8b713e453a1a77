import { apiCalls, paymentNotifyCall, userResetLinkCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { buildOpenApiDocument } from './buildOpenApiDocument';

/**
 * Every call the API serves: the contract's (`apiCalls`) and the two it serves to browsers and payment
 * providers rather than to the clients (the reset-password link, the payment notification).
 */
export const servedCalls = [...Object.values(apiCalls), userResetLinkCall, paymentNotifyCall];

/**
 * Mounts `GET /api/openapi.json`: the OpenAPI 3.0 document of every call, generated from the valibot
 * schemas once, at first request.
 * @example
 * mountOpenApiRoute(app, '1.2.3');
 */
export function mountOpenApiRoute(app: Hono<ApiEnv>, version: string): void {
  let document: Record<string, unknown> | null = null;
  app.get('/api/openapi.json', (c) => {
    document ??= buildOpenApiDocument(servedCalls, { title: 'Citerne shop API', version });
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  });
}
