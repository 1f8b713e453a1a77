import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { recordingTransport } from '../mail/testing/recordingTransport';
import { UNSUBSCRIBE_LINK_PURPOSE } from './newsletterUnsubscribeLink';
import { readUnsubscribeLinkToken, unsubscribeLinkToken, verifyUnsubscribeLinkToken } from './unsubscribeLinkToken';

describe('the unsubscribe link token', () => {
  const key = deriveSecretKey('test-secret-test-secret-test-secret-0123', UNSUBSCRIBE_LINK_PURPOSE);
  const subject = { email: 'lea@example.fr', version: 1 };

  it('carries the e-mail and the version, signed for them only', () => {
    const claimed = readUnsubscribeLinkToken(unsubscribeLinkToken(key, subject));
    expect(claimed).toMatchObject(subject);
    const signature = claimed?.signature ?? '';
    expect(verifyUnsubscribeLinkToken(key, signature, subject)).toBe(true);
    expect(verifyUnsubscribeLinkToken(key, signature, { ...subject, email: 'paul@example.fr' })).toBe(false);
    expect(verifyUnsubscribeLinkToken(key, signature, { ...subject, version: 2 })).toBe(false);
    const otherKey = deriveSecretKey('test-secret-test-secret-test-secret-0123', 'withdrawal-link');
    expect(verifyUnsubscribeLinkToken(otherKey, signature, subject)).toBe(false);
  });

  it('reads nothing from a malformed token', () => {
    for (const token of [
      '',
      'abc',
      'bGVh.1.short',
      `${Buffer.from('no-at-sign').toString('base64url')}.1.${'A'.repeat(43)}`,
    ]) {
      expect(readUnsubscribeLinkToken(token)).toBeNull();
    }
  });
});

describe('newsletter e-mails carry a signed unsubscribe link (SPEC §4; RFC 2369, RFC 8058)', () => {
  let shop: CommerceTestShop;
  const recorder = recordingTransport();
  beforeAll(async () => {
    shop = await startCommerceTest('pglite', {
      mail: {
        from: 'boutique@citerne.example',
        shopAddress: 'contact@citerne.example',
        smtpUrl: undefined,
        outboxViewer: true,
        transport: recorder.transport,
      },
    });
  });
  afterAll(async () => {
    await vi.waitFor(async () => {
      const pending = await shop.db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute();
      if (pending.length > 0) throw new Error('still pending');
    });
    await shop.close();
  });

  const subscribe = (email: string) =>
    shop.call('POST', '/api/ext/newsletter/subscribe', { body: { customerEmail: email } });
  const follow = (linkToken: string) =>
    shop.call('POST', '/api/ext/newsletter/unsubscribe-link', { body: { linkToken } });
  const status = async (email: string) =>
    (
      await shop.db
        .selectFrom('newsletter_subscribers')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).status;
  const mailedToken = async (email: string) => {
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'newsletter_coupon')
      .executeTakeFirstOrThrow();
    const link = /http:\/\/shop\.test\/newsletter\/unsubscribe\?token=([\w.-]+)/.exec(mail.body_text);
    if (!link?.[1]) throw new Error(`No unsubscribe link in: ${mail.body_text}`);
    return { token: link[1], mail };
  };

  it('the coupon mail holds the link in its text and the List-Unsubscribe headers, in the outbox and as sent', async () => {
    await subscribe('lien@example.fr');
    const { token, mail } = await mailedToken('lien@example.fr');
    const link = `http://shop.test/newsletter/unsubscribe?token=${token}`;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    await vi.waitFor(() => {
      if (!recorder.sent.some((message) => message.includes('lien@example.fr'))) throw new Error('not sent yet');
    });
    const sent = (recorder.sent.find((message) => message.includes('lien@example.fr')) ?? '').replace(
      /\r?\n[ \t]+/g,
      ' ',
    );
    expect(sent).toContain(`List-Unsubscribe: <${link}>`);
    expect(sent).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('following the link unsubscribes, and following it again answers the same', async () => {
    await subscribe('suivre@example.fr');
    const { token } = await mailedToken('suivre@example.fr');
    expect(await status('suivre@example.fr')).toBe('subscribed');
    expect((await follow(token)).body).toEqual({ code: 200, result: 'unsubscribed' });
    expect(await status('suivre@example.fr')).toBe('unsubscribed');
    expect((await follow(token)).body).toEqual({ code: 200, result: 'unsubscribed' });
    expect(await status('suivre@example.fr')).toBe('unsubscribed');
  });

  it('a forged link, a link for another e-mail, a malformed or revoked one are refused and change nothing', async () => {
    await subscribe('garde@example.fr');
    await subscribe('autre@example.fr');
    const { token } = await mailedToken('garde@example.fr');
    const [, version, signature] = token.split('.');
    const refused = { code: 400, result: { code: 'INVALID_LINK', message: expect.any(String) } };

    // One character of the signature changed (its first: every bit of it counts, unlike the last one's padding).
    const forged = `${token.split('.').slice(0, 2).join('.')}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect((await follow(forged)).body).toEqual(refused);
    const otherEmail = `${Buffer.from('autre@example.fr').toString('base64url')}.${version}.${signature}`;
    expect((await follow(otherEmail)).body).toEqual(refused);
    expect((await follow('not-a-link')).body).toEqual(refused);
    expect((await follow('')).status).toBe(400);
    expect([await status('garde@example.fr'), await status('autre@example.fr')]).toEqual(['subscribed', 'subscribed']);

    // Revoked: the shop raised the subscriber's link version, so every link mailed before is void.
    await shop.db
      .updateTable('newsletter_subscribers')
      .set((eb) => ({ link_version: eb('link_version', '+', 1) }))
      .where('email', '=', 'garde@example.fr')
      .execute();
    expect((await follow(token)).body).toEqual(refused);
    expect(await status('garde@example.fr')).toBe('subscribed');
  });
});
