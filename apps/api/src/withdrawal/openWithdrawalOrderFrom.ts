import type { WithdrawalAccess } from '@citerne/core-api/contract';
import type { AttemptLimiter } from '../customer/AttemptLimiter';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import { CommerceError } from '../platform/CommerceError';
import { readWithdrawalLinkToken } from './withdrawalLinkToken';

/** Who asks: the customer of the bearer token, the client address, and when. */
export interface WithdrawalCaller {
  readonly customer: AuthenticatedCustomer | null;
  readonly address: string;
  readonly now: Date;
}

/** What opening an order for a withdrawal needs besides the orders themselves. */
export interface WithdrawalKeys {
  /** The key of the signed links (`deriveSecretKey(secret, 'withdrawal-link')`). */
  readonly linkKey: Uint8Array;
  /** Guests' order number + e-mail attempts, per client address. */
  readonly limiter: AttemptLimiter;
}

/** How the order is looked for: the order id a signed link carries, or the order number typed in. */
export type WithdrawalOrderKey = { readonly orderId: number } | { readonly orderNumber: string };

/** Where a platform keeps its orders: how to find them, and whose each one is. */
export interface WithdrawalOrderSource<Order> {
  /** The orders of that id or number: none, one, or several when a backend's numbers are not unique. */
  find(key: WithdrawalOrderKey): Promise<readonly Order[]>;
  /** The customer an order belongs to (`null` for a guest order) and the e-mail it was placed with. */
  ownerOf(order: Order): { readonly customerId: number | null; readonly email: string };
}

const notFound = () => new CommerceError(404, 'No such order.', 'ORDER_NOT_FOUND');

/**
 * The order a withdrawal is about, whichever platform keeps it, opened one of three ways: a signed link of the
 * confirmation mail; the order number with the owner's token; the order number with the order's e-mail (a guest,
 * compared trimmed and case-insensitive). A wrong e-mail, a number that is not the caller's and an unknown number all
 * answer the same 404, so orders cannot be probed; guests' failures are counted per client address and refused with
 * 429 past the limit — before the platform is even asked.
 * @example
 * const order = await openWithdrawalOrderFrom(source, keys, body, { customer, address, now });
 */
export async function openWithdrawalOrderFrom<Order>(
  source: WithdrawalOrderSource<Order>,
  keys: WithdrawalKeys,
  access: WithdrawalAccess,
  caller: WithdrawalCaller,
): Promise<Order> {
  let key: WithdrawalOrderKey;
  if (access.linkToken !== undefined) {
    const orderId = readWithdrawalLinkToken(keys.linkKey, access.linkToken);
    if (orderId === null) throw notFound();
    key = { orderId };
  } else if (access.orderNumber !== undefined) {
    key = { orderNumber: access.orderNumber };
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
  const candidates = await source.find(key);
  const email = access.orderEmail?.trim().toLowerCase();
  const order =
    access.linkToken !== undefined
      ? candidates[0]
      : candidates.find((candidate) => {
          const owner = source.ownerOf(candidate);
          return (
            (caller.customer !== null && owner.customerId === caller.customer.id) ||
            (email !== undefined && email === owner.email.trim().toLowerCase())
          );
        });
  if (order !== undefined) return order;
  if (guest) await keys.limiter.record(account, caller.address, now);
  throw notFound();
}
