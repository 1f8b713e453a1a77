import { stockCheckCall, stockListCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { CommerceError } from '../platform/CommerceError';
import { readStock } from './readStock';

/**
 * Mounts `GET /api/stock/check?sku=` and `GET /api/stock/list?skus=` (SPEC §7).
 * @example
 * mountStockRoutes(app, context);
 */
export function mountStockRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  mountCall(app, stockCheckCall, async ({ query }) => {
    const [record] = await readStock(context, [query.sku]);
    if (!record) throw new CommerceError(404, `Product ${query.sku} does not exist.`, 'PRODUCT_NOT_FOUND');
    return { result: record };
  });
  mountCall(app, stockListCall, async ({ query }) => ({ result: await readStock(context, [...new Set(query.skus)]) }));
}
