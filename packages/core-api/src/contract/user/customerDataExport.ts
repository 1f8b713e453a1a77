import * as v from 'valibot';
import { CustomerReviewSchema } from './customerReview';
import { LoyaltyCardSchema } from './loyaltyCard';
import { WishlistItemSchema } from './wishlistItem';

/** The format name and version of a {@link CustomerDataExport}. */
export const CUSTOMER_EXPORT_FORMAT = 'citerne-customer-export/1' as const;

/**
 * Everything the shop holds about a customer, as one JSON document (GDPR art. 15 right of access and
 * art. 20 portability): the profile, addresses, orders (items, addresses, totals, status, dates, payment
 * method), newsletter subscription, reviews, loyalty card, wishlist and sessions (dates only). Never a password hash
 * or a token. Sections are loose objects: the document may gain fields.
 *
 * @example
 * const document = await client.user.exportData();
 * download(JSON.stringify(document, null, 2), 'my-data.json');
 */
export const CustomerDataExportSchema = v.looseObject({
  exportedAt: v.string(),
  format: v.literal(CUSTOMER_EXPORT_FORMAT),
  customer: v.looseObject({ id: v.number(), email: v.string() }),
  addresses: v.array(v.looseObject({})),
  orders: v.array(v.looseObject({ orderNumber: v.string(), items: v.array(v.looseObject({})) })),
  newsletter: v.nullable(
    v.looseObject({
      email: v.string(),
      status: v.string(),
      subscribedAt: v.nullable(v.string()),
      couponCode: v.nullable(v.string()),
    }),
  ),
  reviews: v.array(CustomerReviewSchema),
  loyalty: LoyaltyCardSchema,
  wishlist: v.array(WishlistItemSchema),
  sessions: v.array(v.looseObject({ createdAt: v.string(), expiresAt: v.string(), revokedAt: v.nullable(v.string()) })),
});

/** Everything the shop holds about a customer. */
export type CustomerDataExport = v.InferOutput<typeof CustomerDataExportSchema>;
