import type { WithdrawalAccess } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { AttemptLimiter } from '../customer/AttemptLimiter';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import type { Database } from '../db/schema';
import type { OrderRow } from '../order/openOrder';
import { CommerceError } from '../platform/CommerceError';
import { readWithdrawalLinkToken } from './withdrawalLinkToken';

/** Who asks: the customer of the bearer token, the client address, and when. */
export interface WithdrawalCaller {
  readonly customer: AuthenticatedCustomer | null;
  readonly address: string;
  readonly now: Date;
}

/** What opening an order for a withdrawal needs besides the database. */
export interface WithdrawalKeys {
  /** The key of the signed links (`deriveSecretKey(secret, 'withdrawal-link')`). */
  readonly linkKey: Uint8Array;
  /** Guests' order number + e-mail attempts, per client address. */
  readonly limiter: AttemptLimiter;
}

const notFound = () => new CommerceError(404, 'No such order.', 'ORDER_NOT_FOUND');

/**
 * The order a withdrawal is about, opened one of three ways: a signed link of the confirmation mail; the order
 * number with the owner's token; the order number with the order's e-mail (a guest). A wrong e-mail, a number
 * that is not the caller's and an unknown number all answer the same 404, so orders cannot be probed; guests'
 * failures are counted per client address and refused with 429 past the limit.
 * @example
 * const order = await openWithdrawalOrder(db, keys, body, { customer, address, now });
 */
export async function openWithdrawalOrder(
  db: Kysely<Database>,
  keys: WithdrawalKeys,
  access: WithdrawalAccess,
  caller: WithdrawalCaller,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow> {
  let query = db.selectFrom('orders').selectAll();
  if (access.linkToken !== undefined) {
    const orderId = readWithdrawalLinkToken(keys.linkKey, access.linkToken);
    if (orderId === null) throw notFound();
    query = query.where('id', '=', orderId);
  } else if (access.orderNumber !== undefined) {
    query = query.where('increment_id', '=', access.orderNumber);
  } else {
    throw new CommerceError(
      400,
      'Give the order number and its e-mail, or open the link of the order e-mail.',
      'ORDER_REQUIRED',
    );
  }
  const guest = access.linkToken === undefined && caller.customer === null;
  const account = `withdrawal:${access.orderNumber ?? ''}`;
  const now = caller.now.getTime();
  if (guest && (await keys.limiter.check(account, caller.address, now))) {
    throw new CommerceError(429, 'Too many attempts. Please try again later.', 'TOO_MANY_ATTEMPTS');
  }
  const order = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (order === undefined) {
    if (guest) await keys.limiter.record(account, caller.address, now);
    throw notFound();
  }
  if (access.linkToken !== undefined) return order;
  const owner = caller.customer !== null && order.customer_id === caller.customer.id;
  const email =
    access.orderEmail !== undefined && access.orderEmail.trim().toLowerCase() === order.customer_email.toLowerCase();
  if (owner || email) return order;
  if (guest) await keys.limiter.record(account, caller.address, now);
  throw notFound();
}
