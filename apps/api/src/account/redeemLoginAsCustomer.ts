import type { CommerceContext } from '../commerce/CommerceContext';
import type { AttemptLimiter } from '../customer/AttemptLimiter';
import { type SessionTokens, startSession } from '../customer/startSession';
import { CommerceError } from '../platform/CommerceError';
import { loginAsCustomerKey, verifyLoginAsCustomerToken } from './loginAsCustomerToken';

/** The one answer to any refused login-as-customer token: it never tells why. */
export const LOGIN_AS_CUSTOMER_REFUSED = 'This login link is invalid, expired or already used.';

/**
 * Redeems a login-as-customer token (SPEC §6 leaves the rules open; these keep it safe): the signature
 * and the 15-minute expiry are checked, the nonce is recorded in the same transaction that opens the
 * customer's session (a unique key: a second redemption, even a concurrent one, fails), and refusals are
 * counted per client address. Every refusal is one 403 `LOGIN_AS_CUSTOMER_REFUSED` and a server-side
 * warning with the reason — never the token. A success is logged too (who was impersonated, from where).
 * @example
 * const { token, refreshToken } = await redeemLoginAsCustomer(context, limiter, body.token, clientAddress);
 */
export async function redeemLoginAsCustomer(
  context: CommerceContext,
  limiter: AttemptLimiter,
  token: string,
  clientAddress: string,
  log: Pick<Console, 'warn' | 'info'> = console,
): Promise<SessionTokens> {
  const now = context.settings.now();
  // Counted per address only: the account key is the address too, so nobody can block the feature for others.
  const verdict = await limiter.check(clientAddress, clientAddress, now.getTime());
  if (verdict) {
    log.warn(`Login as customer refused from ${clientAddress}: too many attempts.`);
    throw new CommerceError(
      429,
      `Too many attempts. Please try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
      'TOO_MANY_ATTEMPTS',
      { retryAfterSeconds: verdict.retryAfterSeconds },
    );
  }
  const refuse = async (reason: string) => {
    await limiter.record(clientAddress, clientAddress, now.getTime());
    log.warn(`Login as customer refused from ${clientAddress}: ${reason}.`);
    return new CommerceError(403, LOGIN_AS_CUSTOMER_REFUSED, 'LOGIN_AS_CUSTOMER_REFUSED');
  };
  const claims = verifyLoginAsCustomerToken(loginAsCustomerKey(context.settings.secret), token, now.getTime());
  if (!claims) throw await refuse('bad signature, malformed or expired token');
  const redeemed = await context.db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', claims.email))
      .executeTakeFirst();
    if (!customer) return 'unknown e-mail' as const;
    const recorded = await trx
      .insertInto('login_as_customer_redemptions')
      .values({ nonce: claims.nonce, customer_id: customer.id, expires_at: new Date(claims.exp), redeemed_at: now })
      .onConflict((conflict) => conflict.column('nonce').doNothing())
      .returning('nonce')
      .executeTakeFirst();
    if (!recorded) return 'token already used' as const;
    // Expired nonces are refused by their signed expiry: their rows are no longer needed.
    await trx.deleteFrom('login_as_customer_redemptions').where('expires_at', '<', now).execute();
    return { customerId: customer.id, tokens: await startSession(context, customer.id, trx) };
  });
  if (typeof redeemed === 'string') throw await refuse(redeemed);
  // An audit line: a merchant acted as this customer.
  log.info(`Login as customer: session opened for customer ${redeemed.customerId} from ${clientAddress}.`);
  return redeemed.tokens;
}
