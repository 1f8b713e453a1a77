import type { TaxRule } from '@citerne/pricing';
import type { Kysely } from 'kysely';
import type { AttemptLimiter } from '../customer/AttemptLimiter';
import type { OpenDatabase } from '../db/openDatabase';
import type { Database } from '../db/schema';
import type { MailOutbox } from '../mail/MailOutbox';
import type { CardPaymentProvider } from '../payment/CardPaymentProvider';
import type { CommerceSettings } from './CommerceSettings';

/**
 * What the embedded platform's engine (cart/, customer/, order/ … on Kysely) works with, built by
 * `createCommerceContext`. The HTTP layer never sees it: routes get a `RouteContext`.
 */
export interface CommerceContext {
  readonly database: OpenDatabase;
  readonly db: Kysely<Database>;
  readonly settings: CommerceSettings;
  /** The tax rules every price is computed with (read from the catalogue, cached for a minute). */
  readonly taxRules: () => Promise<readonly TaxRule[]>;
  /** Key signing access tokens (HS256). */
  readonly accessTokenKey: Uint8Array;
  /** Login attempts per account and per client address. */
  readonly loginLimiter: AttemptLimiter;
  /** Password reset requests per account and per client address. */
  readonly resetLimiter: AttemptLimiter;
  /** Registrations refused for an e-mail that has an account, per client address and per account (issue 19). */
  readonly registerLimiter: AttemptLimiter;
  readonly outbox: MailOutbox;
  /** The card payment providers, by payment method code. */
  readonly paymentProviders: ReadonlyMap<string, CardPaymentProvider>;
}
