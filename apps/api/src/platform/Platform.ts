import type { CartPlatform } from './CartPlatform';
import type { CmsPlatform } from './CmsPlatform';
import type { CustomerPlatform } from './CustomerPlatform';
import type { MailPlatform } from './MailPlatform';
import type { NewsletterPlatform } from './NewsletterPlatform';
import type { OrderPlatform } from './OrderPlatform';
import type { PaymentPlatform } from './PaymentPlatform';
import type { ReviewPlatform } from './ReviewPlatform';
import type { StockPlatform } from './StockPlatform';
import type { WithdrawalPlatform } from './WithdrawalPlatform';

/** The names `PLATFORM` may take (ARCHITECTURE.md "Backends behind seams"). */
export const PLATFORM_DRIVERS = ['embedded', 'magento2'] as const;

/** A platform driver's name. */
export type PlatformDriverName = (typeof PLATFORM_DRIVERS)[number];

/**
 * The commerce platform behind the API (ARCHITECTURE.md "Backends behind seams"): carts and totals, customers,
 * orders and card payments, stock, newsletter, reviews, CMS content, mail and withdrawals. The HTTP layer
 * (`mount*Routes`) talks to the platform only through this interface; a driver implements every part and passes
 * `platformContract` (`src/platform/platformContract.ts`). Drivers: `embedded` (Kysely on PGlite or PostgreSQL,
 * `createEmbeddedPlatform`) and `magento2` (Magento 2's REST API, `createMagentoPlatform`).
 *
 * Every part speaks the contract's types (`@citerne/core-api/contract`) and refuses with a `CommerceError`
 * (HTTP status + machine code), which the HTTP layer answers in the envelope.
 *
 * @example
 * const platform = createEmbeddedPlatform(context);
 * const cartId = await platform.carts.create(null);
 * const customer = await platform.customers.authenticate(token);
 */
export interface Platform {
  /** Which driver this is (`PLATFORM`). */
  readonly driver: PlatformDriverName;
  readonly carts: CartPlatform;
  readonly customers: CustomerPlatform;
  readonly orders: OrderPlatform;
  readonly payments: PaymentPlatform;
  readonly stock: StockPlatform;
  readonly newsletter: NewsletterPlatform;
  readonly reviews: ReviewPlatform;
  readonly cms: CmsPlatform;
  readonly mail: MailPlatform;
  readonly withdrawals: WithdrawalPlatform;
}
