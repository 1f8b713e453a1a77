import { createCart } from '../cart/createCart';
import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';
import { hashPassword } from './hashPassword';
import { type SessionTokens, startSession } from './startSession';
import { verifyPassword } from './verifyPassword';

/** SPEC §8: one answer for a wrong e-mail and a wrong password, so it never tells whether an e-mail exists. */
export const SIGN_IN_REFUSED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

// One hash per configured scrypt cost: a single entry in practice.
const dummyHashes = new Map<number, Promise<string>>();

/**
 * `user/login` (SPEC §7): checks the password (scrypt, constant time; an unknown e-mail costs the same
 * work), counts failures per account and client address (429 past the limits, see `AttemptLimiter`),
 * and opens a session. With a guest `cartId`, the guest cart's lines merge into the customer cart,
 * whose id is returned.
 * @example
 * const { token, refreshToken } = await logIn(context, { username, password }, clientAddress);
 */
export async function logIn(
  context: CommerceContext,
  credentials: { username: string; password: string },
  clientAddress: string,
  guestCartId?: string,
): Promise<SessionTokens & { cartId?: string }> {
  const now = context.settings.now().getTime();
  const verdict = await context.loginLimiter.check(credentials.username, clientAddress, now);
  if (verdict) {
    throw new CommerceError(
      429,
      `Too many sign-in attempts. Please try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
      'TOO_MANY_ATTEMPTS',
      { retryAfterSeconds: verdict.retryAfterSeconds },
    );
  }
  const customer = await context.db
    .selectFrom('customers')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', credentials.username))
    .executeTakeFirst();
  const cost = context.settings.passwordHashCost;
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword('not-a-password', cost));
  const valid = await verifyPassword(
    credentials.password,
    customer?.password_hash ?? (await (dummyHashes.get(cost) as Promise<string>)),
  );
  if (!customer || !valid) {
    await context.loginLimiter.record(credentials.username, clientAddress, now);
    throw new CommerceError(401, SIGN_IN_REFUSED, 'SIGN_IN_REFUSED');
  }
  await context.loginLimiter.succeed(credentials.username, clientAddress, now);
  const tokens = await startSession(context, customer.id);
  if (guestCartId === undefined) return tokens;
  const cartId = await createCart(context, customer.id, guestCartId);
  return { ...tokens, cartId };
}
