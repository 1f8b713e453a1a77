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
  /**
   * Unsubscribes the address the signed link of a newsletter e-mail names (idempotent); false, changing nothing,
   * when the link is malformed, forged, for an address the shop does not hold, or revoked.
   */
  unsubscribeWithLink(linkToken: string): Promise<boolean>;
}
