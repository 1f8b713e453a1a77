import { randomInt } from 'node:crypto';
import type { CommerceContext } from '../commerce/CommerceContext';
import { sellerMailSignature } from '../mail/sellerMailSignature';
import { newsletterUnsubscribeLink } from './newsletterUnsubscribeLink';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function couponCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `BIENVENUE-${code}`;
}

/**
 * Newsletter subscribe (SPEC §4 "Newsletter"): does nothing when already subscribed; otherwise records
 * the opt-in with its date. The very first subscription of an e-mail issues a single-use coupon of
 * `newsletterCouponPercent` % (SPEC §9: 10 %), mailed to that address (not answered, so the call never
 * tells whether an e-mail was known), usable with `cart/apply-coupon`. The mail carries the signed unsubscribe
 * link and the List-Unsubscribe headers, as every newsletter mail does.
 * @example
 * await subscribeToNewsletter(context, 'lea@example.fr');
 */
export async function subscribeToNewsletter(context: CommerceContext, email: string): Promise<void> {
  const now = context.settings.now();
  const percent = context.settings.newsletterCouponPercent;
  const issued = await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('newsletter_subscribers')
      .values({ email, status: 'unsubscribed', created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    const row = await trx
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.status === 'subscribed') return false;
    const code = row.coupon_code ?? couponCode();
    await trx
      .updateTable('newsletter_subscribers')
      .set({ status: 'subscribed', subscribed_at: now, unsubscribed_at: null, coupon_code: code, updated_at: now })
      .where('email', '=', email)
      .execute();
    if (row.coupon_code !== null) return false;
    await trx
      .insertInto('coupons')
      .values({ code, percent, single_use: true, issued_to: email, created_at: now })
      .execute();
    const unsubscribe = newsletterUnsubscribeLink(context.settings, { email, version: row.link_version });
    await context.outbox.enqueue(trx, {
      kind: 'newsletter_coupon',
      to: email,
      subject: `Bienvenue ! Votre code de réduction de ${percent} %`,
      text: [
        'Merci pour votre inscription à notre newsletter.',
        '',
        `Votre code de réduction de ${percent} %, valable une fois : ${code}`,
        'Saisissez-le dans votre panier au moment de commander.',
        ...unsubscribe.lines,
        ...sellerMailSignature(context.settings.seller),
      ].join('\n'),
      headers: unsubscribe.headers,
    });
    return true;
  });
  if (issued) void context.outbox.deliver();
}
