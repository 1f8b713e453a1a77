import type { CommerceContext } from '../../commerce/CommerceContext';
import { deriveSecretKey } from '../../commerce/deriveSecretKey';
import { UNSUBSCRIBE_LINK_PURPOSE } from '../../newsletter/newsletterUnsubscribeLink';
import { subscribeToNewsletter } from '../../newsletter/subscribeToNewsletter';
import { readUnsubscribeLinkToken, verifyUnsubscribeLinkToken } from '../../newsletter/unsubscribeLinkToken';
import type { NewsletterPlatform } from '../NewsletterPlatform';

/**
 * The newsletter of the embedded platform: `newsletter_subscribers` rows with their opt-in and opt-out dates.
 * @example
 * const newsletter = embeddedNewsletter(context);
 */
export function embeddedNewsletter(context: CommerceContext): NewsletterPlatform {
  const { db, settings } = context;
  const linkKey = deriveSecretKey(settings.secret, UNSUBSCRIBE_LINK_PURPOSE);
  const unsubscribe = async (email: string) => {
    const now = settings.now();
    await db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
      .where('email', '=', email)
      .where('status', '=', 'subscribed')
      .execute();
  };
  return {
    async status(email) {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirst();
      return row?.status ?? 'unsubscribed';
    },
    subscribe: (email) => subscribeToNewsletter(context, email),
    unsubscribe,
    async unsubscribeWithLink(linkToken) {
      const claimed = readUnsubscribeLinkToken(linkToken);
      if (!claimed) return false;
      // The version is the subscriber's current one: a link signed for an older version was revoked.
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select(['email', 'link_version'])
        .where('email', '=', claimed.email)
        .executeTakeFirst();
      if (!row || row.link_version !== claimed.version) return false;
      if (!verifyUnsubscribeLinkToken(linkKey, claimed.signature, { email: row.email, version: row.link_version })) {
        return false;
      }
      await unsubscribe(row.email);
      return true;
    },
  };
}
