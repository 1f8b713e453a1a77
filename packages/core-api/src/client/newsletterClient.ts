import type { NewsletterStatus } from '../contract/newsletter/newsletterStatus';
import { newsletterStatusCall } from '../contract/newsletter/newsletterStatusCall';
import { newsletterSubscribeCall } from '../contract/newsletter/newsletterSubscribeCall';
import { newsletterUnsubscribeCall } from '../contract/newsletter/newsletterUnsubscribeCall';
import { newsletterUnsubscribeLinkCall } from '../contract/newsletter/newsletterUnsubscribeLinkCall';
import { type ClientContext, callApi } from './callApi';

/** The newsletter calls of SPEC §7. */
export interface NewsletterClient {
  status(email: string): Promise<NewsletterStatus>;
  /** True when the status is `subscribed` (SPEC §7). */
  isSubscribed(email: string): Promise<boolean>;
  subscribe(email: string): Promise<NewsletterStatus>;
  unsubscribe(email: string): Promise<NewsletterStatus>;
  /** Unsubscribes through the signed link of a newsletter e-mail; refused (400 `INVALID_LINK`) for a bad link. */
  unsubscribeWithLink(linkToken: string): Promise<NewsletterStatus>;
}

/**
 * Creates the newsletter calls.
 *
 * @example
 * if (!(await newsletter.isSubscribed(email))) await newsletter.subscribe(email);
 */
export function createNewsletterClient(context: ClientContext): NewsletterClient {
  const status = async (email: string) => (await callApi(context, newsletterStatusCall, { query: { email } })).result;
  return {
    status,
    async isSubscribed(email) {
      return (await status(email)) === 'subscribed';
    },
    async subscribe(email) {
      return (await callApi(context, newsletterSubscribeCall, { body: { customerEmail: email } })).result;
    },
    async unsubscribe(email) {
      return (await callApi(context, newsletterUnsubscribeCall, { body: { email } })).result;
    },
    async unsubscribeWithLink(linkToken) {
      return (await callApi(context, newsletterUnsubscribeLinkCall, { body: { linkToken } })).result;
    },
  };
}
