import type { Hono } from 'hono';
import { createCommerceSettings } from '../commerce/createCommerceSettings';
import type { ApiDependencies } from '../http/apiDependencies';
import type { ApiEnv } from '../http/apiEnv';
import { mountCommerceRoutes } from './mountCommerceRoutes';

/**
 * Mounts the commerce endpoints (cart, user, order, payment, stock, newsletter, review, contact, mail)
 * on the API, with the settings of `dependencies.commerce` (defaults with a random secret otherwise).
 * @example
 * mountCommerce(app, { database, commerce: createCommerceSettings({ secret }) });
 */
export function mountCommerce(app: Hono<ApiEnv>, dependencies: ApiDependencies): void {
  mountCommerceRoutes(
    app,
    dependencies.database,
    dependencies.commerce ?? createCommerceSettings(),
    dependencies.version,
  );
}
