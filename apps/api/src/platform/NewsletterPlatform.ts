import type { NewsletterStatus } from '@citerne/core-api/contract';

/**
 * Newsletter subscriptions (SPEC §4 "Newsletter", §7 `/api/ext/newsletter/subscribe`). E-mails are lower case.
 * Subscribing and unsubscribing are idempotent; a first subscription mails the welcome coupon.
 *
 * @example
 * await platform.newsletter.subscribe('lea@example.fr');
 * await platform.newsletter.status('lea@example.fr'); // 'subscribed'
 */
export interface NewsletterPlatform {
  status(email: string): Promise<NewsletterStatus>;
  subscribe(email: string): Promise<void>;
  unsubscribe(email: string): Promise<void>;
}
