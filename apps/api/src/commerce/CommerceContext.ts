import type { TaxRule } from '@citerne/pricing';
import type { Kysely } from 'kysely';
import type { AttemptLimiter } from '../customer/AttemptLimiter';
import type { OpenDatabase } from '../db/openDatabase';
import type { Database } from '../db/schema';
import type { MailOutbox } from '../mail/MailOutbox';
import type { CardPaymentProvider } from '../payment/CardPaymentProvider';
import type { CommerceSettings } from './CommerceSettings';

/** What every commerce handler works with, built once by `createCommerceContext`. */
export interface CommerceContext {
  readonly database: OpenDatabase;
  readonly db: Kysely<Database>;
  readonly settings: CommerceSettings;
  /** The tax rules every price is computed with (read from the catalogue, cached for a minute). */
  readonly taxRules: () => Promise<readonly TaxRule[]>;
  /** Key signing access tokens (HS256). */
  readonly accessTokenKey: Uint8Array;
  /** Key signing mail-service tokens and sandbox payment pages. */
  readonly formKey: Uint8Array;
  /** Login attempts per account and per client address. */
  readonly loginLimiter: AttemptLimiter;
  /** Password reset requests per account and per client address. */
  readonly resetLimiter: AttemptLimiter;
  /** Contact and send-mail messages per client address. */
  readonly contactLimiter: AttemptLimiter;
  /** Review reports per client address (the contact form's limits, counted apart). */
  readonly reportLimiter: AttemptLimiter;
  readonly outbox: MailOutbox;
  /** The card payment providers, by payment method code. */
  readonly paymentProviders: ReadonlyMap<string, CardPaymentProvider>;
}
