import { sellerIdentityCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';

/** How long browsers and shared caches may keep the identity: it changes only when the merchant restarts the shop. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Mounts `GET /api/ext/seller`: the seller's identity of the configuration (`SELLER_IDENTITY_FILE`, else the example
 * one, `example: true`). Public — it is what the legal notice publishes — and the same for everyone, so cacheable.
 * @example
 * mountSellerRoutes(app, routes);
 */
export function mountSellerRoutes(app: Hono<ApiEnv>, { settings }: RouteContext): void {
  mountCall(app, sellerIdentityCall, async ({ c }) => {
    c.header('Cache-Control', CACHE_CONTROL);
    return { result: settings.seller };
  });
}
