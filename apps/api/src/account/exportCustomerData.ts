import { CUSTOMER_EXPORT_FORMAT, type CustomerDataExport } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import { loadProfile } from '../customer/loadProfile';
import type { Database } from '../db/schema';
import { loadOrderViews } from '../order/loadOrderViews';
import { listCustomerReviews } from './listCustomerReviews';
import { listWishlist } from './listWishlist';
import { loadLoyaltyCard } from './loadLoyaltyCard';

/**
 * `user/export` (GDPR art. 15 right of access, art. 20 portability): everything the shop holds about the
 * customer as one JSON document — profile (with creation date and group), addresses, orders (lines,
 * addresses, totals, status, dates, payment method), newsletter subscription, reviews, loyalty card, wishlist
 * and login sessions. Secrets are left out on purpose: the password hash, refresh and reset token hashes, and
 * session ids (an access token names its session) never leave the database.
 * @example
 * const document = await exportCustomerData(db, customer.id, new Date());
 */
export async function exportCustomerData(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<CustomerDataExport> {
  const { addresses = [], ...profile } = await loadProfile(db, customerId);
  const orderRows = await db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const orders = (await loadOrderViews(db, orderRows)).map((order) => ({
    orderNumber: order.increment_id,
    ...order,
    items: order.items ?? [],
  }));
  const newsletter = await db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'status', 'subscribed_at', 'unsubscribed_at', 'coupon_code'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', profile.email.toLowerCase()))
    .executeTakeFirst();
  const sessions = await db
    .selectFrom('customer_sessions')
    .select(['created_at', 'expires_at', 'revoked_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    exportedAt: now.toISOString(),
    format: CUSTOMER_EXPORT_FORMAT,
    customer: profile,
    addresses,
    orders,
    newsletter: newsletter
      ? {
          email: newsletter.email,
          status: newsletter.status,
          subscribedAt: newsletter.subscribed_at?.toISOString() ?? null,
          unsubscribedAt: newsletter.unsubscribed_at?.toISOString() ?? null,
          couponCode: newsletter.coupon_code,
        }
      : null,
    reviews: await listCustomerReviews(db, customerId),
    loyalty: await loadLoyaltyCard(db, customerId),
    wishlist: await listWishlist(db, customerId, { withRemoved: true }),
    sessions: sessions.map((session) => ({
      createdAt: session.created_at.toISOString(),
      expiresAt: session.expires_at.toISOString(),
      revokedAt: session.revoked_at?.toISOString() ?? null,
    })),
  };
}
