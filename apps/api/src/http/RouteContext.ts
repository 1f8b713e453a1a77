import type { CommerceSettings } from '../commerce/CommerceSettings';
import type { AttemptLimiter } from '../customer/AttemptLimiter';
import type { Platform } from '../platform/Platform';
import type { SpentTokens } from '../tokens/SpentTokens';

/**
 * What a route module works with: the platform behind its interface, the shop's settings (URLs, proxy trust,
 * the shop's mailbox, the clock) and the limits the HTTP layer applies per client address. No database: routes
 * reach data only through {@link Platform} (ARCHITECTURE.md "Backends behind seams").
 */
export interface RouteContext {
  readonly platform: Platform;
  readonly settings: CommerceSettings;
  /** Contact and send-mail messages per client address. */
  readonly contactLimiter: AttemptLimiter;
  /** Review reports per client address (the contact form's limits, counted apart). */
  readonly reportLimiter: AttemptLimiter;
  /** Key signing mail-service tokens. */
  readonly formKey: Uint8Array;
  /** The mail-service tokens spent (in memory, or shared through PostgreSQL: issue 23). */
  readonly spentMailTokens: SpentTokens;
}
