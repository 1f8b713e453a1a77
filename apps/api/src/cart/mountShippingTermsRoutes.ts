import { shippingTermsCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';

/** How long browsers and shared caches may keep the terms: they change only when the merchant restarts the shop. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Mounts `GET /api/ext/shipping-terms`: the free-shipping thresholds of the configuration (`freeShippingFrom`, the
 * same value `flatRateCharge` applies; SPEC §9), so the storefront's "free delivery from …" texts say what the
 * totals do. Public and the same for everyone, so cacheable.
 * @example
 * mountShippingTermsRoutes(app, routes);
 */
export function mountShippingTermsRoutes(app: Hono<ApiEnv>, { settings }: RouteContext): void {
  mountCall(app, shippingTermsCall, async ({ c }) => {
    c.header('Cache-Control', CACHE_CONTROL);
    return { result: { freeShippingFrom: { ...settings.freeShippingFrom } } };
  });
}
