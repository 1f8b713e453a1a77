import type { LoyaltyCard } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';
import { loyaltyCardNumber } from './loyaltyCardNumber';
import { loyaltyPoints, POINTS_PER_EURO } from './loyaltyPoints';

/**
 * `user/loyalty`: the customer's card number and the points of their paid orders (see `loyaltyPoints`).
 * @example
 * const card = await loadLoyaltyCard(db, customer.id);
 */
export async function loadLoyaltyCard(db: Kysely<Database>, customerId: number): Promise<LoyaltyCard> {
  const customer = await db
    .selectFrom('customers')
    .select('created_at')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw new CommerceError(404, 'No such customer.', 'CUSTOMER_NOT_FOUND');
  const orders = await db
    .selectFrom('orders')
    .select((eb) => [
      'orders.grand_total',
      'orders.state',
      eb
        .exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.order_id', '=', 'orders.id')
            .where('payments.status', '=', 'paid'),
        )
        .as('card_paid'),
    ])
    .where('orders.customer_id', '=', customerId)
    .execute();
  const { points, paidOrders } = loyaltyPoints(
    orders.map((order) => ({ grandTotal: order.grand_total, state: order.state, cardPaid: Boolean(order.card_paid) })),
  );
  return {
    cardNumber: loyaltyCardNumber(customerId),
    points,
    pointsPerEuro: POINTS_PER_EURO,
    paidOrders,
    memberSince: customer.created_at.toISOString(),
  };
}
