import type { CommerceContext } from '../../commerce/CommerceContext';
import { subscribeToNewsletter } from '../../newsletter/subscribeToNewsletter';
import type { NewsletterPlatform } from '../NewsletterPlatform';

/**
 * The newsletter of the embedded platform: `newsletter_subscribers` rows with their opt-in and opt-out dates.
 * @example
 * const newsletter = embeddedNewsletter(context);
 */
export function embeddedNewsletter(context: CommerceContext): NewsletterPlatform {
  const { db, settings } = context;
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
    async unsubscribe(email) {
      const now = settings.now();
      await db
        .updateTable('newsletter_subscribers')
        .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
        .where('email', '=', email)
        .where('status', '=', 'subscribed')
        .execute();
    },
  };
}
