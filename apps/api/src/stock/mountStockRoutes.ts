import { stockCheckCall, stockListCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { CommerceError } from '../platform/CommerceError';

/**
 * Mounts `GET /api/stock/check?sku=` and `GET /api/stock/list?skus=` (SPEC §7).
 * @example
 * mountStockRoutes(app, routes);
 */
export function mountStockRoutes(app: Hono<ApiEnv>, { platform }: RouteContext): void {
  mountCall(app, stockCheckCall, async ({ query }) => {
    const [record] = await platform.stock.read([query.sku]);
    if (!record) throw new CommerceError(404, `Product ${query.sku} does not exist.`, 'PRODUCT_NOT_FOUND');
    return { result: record };
  });
  mountCall(app, stockListCall, async ({ query }) => ({ result: await platform.stock.read([...new Set(query.skus)]) }));
}
