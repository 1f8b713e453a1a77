import type { CommerceContext } from '../commerce/CommerceContext';
import { randomToken } from '../commerce/randomToken';
import { sha256Hex } from '../commerce/sha256Hex';
import { sellerMailSignature } from '../mail/sellerMailSignature';
import { CommerceError } from '../platform/CommerceError';

/** A reset link works for two hours (issue 5). */
export const RESET_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * `user/reset-password` (SPEC §7): when the e-mail is a customer's, a one-time token (only its SHA-256
 * is stored) good for two hours is mailed as a link to the storefront. The caller gets the same answer
 * whether the e-mail exists or not. Requests are limited per client address (429, whatever the e-mail)
 * and per account (past it, no further mail is sent, silently, and the links already sent still work),
 * so nobody can flood a customer's mailbox or learn which e-mails exist.
 * @example
 * await requestPasswordReset(context, 'lea@example.fr', clientAddress);
 */
export async function requestPasswordReset(
  context: CommerceContext,
  email: string,
  clientAddress: string,
): Promise<void> {
  const now = context.settings.now();
  const verdict = await context.resetLimiter.check(email, clientAddress, now.getTime());
  if (verdict?.scope === 'address') {
    throw new CommerceError(429, 'Too many password reset requests. Please try again later.', 'TOO_MANY_ATTEMPTS', {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  await context.resetLimiter.record(email, clientAddress, now.getTime());
  if (verdict) return;
  const customer = await context.db
    .selectFrom('customers')
    .select(['id', 'firstname'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (!customer) return;
  const token = randomToken(32);
  // The link goes through the API, which sends the shopper on with `is_reset=success` or `is_reset=error` (SPEC §2).
  const link = new URL('/api/user/reset-password/link', context.settings.publicUrl);
  link.searchParams.set('email', email);
  link.searchParams.set('resetToken', token);
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: sha256Hex(token),
        customer_id: customer.id,
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      })
      .execute();
    await context.outbox.enqueue(trx, {
      kind: 'password_reset',
      to: email,
      subject: 'Réinitialisation de votre mot de passe',
      text: [
        `Bonjour ${customer.firstname},`,
        '',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable deux heures, une seule fois) :',
        link.toString(),
        '',
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
        ...sellerMailSignature(context.settings.seller),
      ].join('\n'),
    });
  });
  void context.outbox.deliver();
}
