import type { CommerceContext } from '../../commerce/CommerceContext';
import type { Platform } from '../Platform';
import { embeddedCarts } from './embeddedCarts';
import { embeddedCms } from './embeddedCms';
import { embeddedCustomers } from './embeddedCustomers';
import { embeddedMail } from './embeddedMail';
import { embeddedNewsletter } from './embeddedNewsletter';
import { embeddedOrders } from './embeddedOrders';
import { embeddedPayments } from './embeddedPayments';
import { embeddedReviews } from './embeddedReviews';
import { embeddedStock } from './embeddedStock';
import { embeddedWithdrawals } from './embeddedWithdrawals';

/**
 * The embedded platform (`PLATFORM=embedded`, the default): our own small Magento-type engine on the database of
 * `context` (PGlite, or PostgreSQL when `DATABASE_URL` is set), through Kysely. The engine's rules stay in the
 * domain folders (`cart/`, `customer/`, `order/`…); this driver binds them to the `Platform` interface.
 * @example
 * const platform = createEmbeddedPlatform(context);
 * const cartId = await platform.carts.create(null);
 */
export function createEmbeddedPlatform(context: CommerceContext): Platform {
  return {
    driver: 'embedded',
    carts: embeddedCarts(context),
    customers: embeddedCustomers(context),
    orders: embeddedOrders(context),
    payments: embeddedPayments(context),
    stock: embeddedStock(context),
    newsletter: embeddedNewsletter(context),
    reviews: embeddedReviews(context),
    cms: embeddedCms(context),
    mail: embeddedMail(context),
    withdrawals: embeddedWithdrawals(context),
  };
}
