import { mailTokenCall, sendMailCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { readClientAddress } from '../http/readClientAddress';
import { CommerceError } from '../platform/CommerceError';
import { mailToken } from './mailToken';
import { outboxPage } from './outboxPage';

/**
 * Mounts the mail service (SPEC §7 "Send mail"): `GET /api/ext/mail-service/get-token` gives a one-time
 * token; `POST /api/ext/mail-service/send-email` spends it and queues the mail in the outbox. Only the
 * shop's own mailbox can be the target (the service must not relay mail to anyone), and sends are
 * limited per client address. In development, `GET /api/ext/mail-service/outbox` lists the outbox (HTML, or JSON
 * with `Accept: application/json`) with each mail's attached files, and
 * `GET /api/ext/mail-service/outbox/{mailId}/attachments/{position}` serves one of them.
 * @example
 * mountMailRoutes(app, routes);
 */
export function mountMailRoutes(
  app: Hono<ApiEnv>,
  { platform, settings, contactLimiter, formKey, spentMailTokens }: RouteContext,
): void {
  const tokens = mailToken(formKey, spentMailTokens);

  mountCall(app, mailTokenCall, async () => ({ result: tokens.issue(settings.now().getTime()) }));

  mountCall(app, sendMailCall, async ({ c, body }) => {
    const now = settings.now().getTime();
    const address = readClientAddress(c, settings.trustProxy);
    if (await contactLimiter.check('mail', address, now)) {
      throw new CommerceError(429, 'Too many messages sent. Please try again later.', 'TOO_MANY_ATTEMPTS');
    }
    if (body.targetAddress !== settings.mail.shopAddress.toLowerCase()) {
      throw new CommerceError(403, 'Mails can only be sent to the shop.', 'TARGET_FORBIDDEN');
    }
    if (!(await tokens.spend(body.token, now))) {
      throw new CommerceError(401, 'The mail token is invalid, expired or already used.', 'MAIL_TOKEN_INVALID');
    }
    await contactLimiter.record('mail', address, now);
    await platform.mail.sendToShop({ replyTo: body.sourceAddress, subject: body.subject, text: body.emailText });
    return { result: 'Email has successfully been sent' };
  });

  app.get('/api/ext/mail-service/outbox', async (c) => {
    if (!settings.mail.outboxViewer) return c.notFound();
    const mails = await platform.mail.outbox(100);
    if (c.req.header('accept')?.includes('application/json')) return c.json({ code: 200, result: mails });
    return c.html(outboxPage(mails), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  // One attached file of a mail, as it was sent; an attachment, never rendered in the viewer's origin.
  app.get('/api/ext/mail-service/outbox/:mailId/attachments/:position', async (c) => {
    if (!settings.mail.outboxViewer) return c.notFound();
    const mailId = Number(c.req.param('mailId'));
    const position = Number(c.req.param('position'));
    if (!Number.isSafeInteger(mailId) || !Number.isSafeInteger(position) || mailId < 1 || position < 0) {
      return c.notFound();
    }
    const file = await platform.mail.outboxAttachment(mailId, position);
    if (!file) return c.notFound();
    return c.body(file.content, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
