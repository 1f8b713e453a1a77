import { apiCalls } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import { cartCreateMergingCall } from '../cart/cartCreateMergingCall';
import { resetLinkCall } from '../customer/resetLinkCall';
import { userLoginMergingCall } from '../customer/userLoginMergingCall';
import { userLogoutCall } from '../customer/userLogoutCall';
import type { ApiEnv } from '../http/apiEnv';
import { orderViewCall } from '../order/orderViewCall';
import { paymentNotifyCall } from '../payment/paymentNotifyCall';
import { reviewListCall } from '../review/reviewListCall';
import { reviewSummaryCall } from '../review/reviewSummaryCall';
import { buildOpenApiDocument } from './buildOpenApiDocument';

/**
 * Every call the API serves: the contract's (`apiCalls`, with the embedded platform's merging variants
 * of cart create and login) and the platform's own additions.
 */
export const servedCalls = [
  ...Object.values(apiCalls).map((call) =>
    call.name === 'cart.create' ? cartCreateMergingCall : call.name === 'user.login' ? userLoginMergingCall : call,
  ),
  userLogoutCall,
  resetLinkCall,
  orderViewCall,
  paymentNotifyCall,
  reviewListCall,
  reviewSummaryCall,
];

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
