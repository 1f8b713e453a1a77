import { mailTokenCall, sendMailCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../commerce/CommerceError';
import { mountCall } from '../commerce/mountCall';
import { readClientAddress } from '../commerce/readClientAddress';
import type { ApiEnv } from '../http/apiEnv';
import { mailToken } from './mailToken';
import { outboxAttachmentPath } from './outboxAttachmentPath';
import { outboxPage } from './outboxPage';

/**
 * Mounts the mail service (SPEC §7 "Send mail"): `GET /api/ext/mail-service/get-token` gives a one-time
 * token; `POST /api/ext/mail-service/send-email` spends it and queues the mail in the outbox. Only the
 * shop's own mailbox can be the target (the service must not relay mail to anyone), and sends are
 * limited per client address. In development, `GET /api/ext/mail-service/outbox` lists the outbox (HTML, or JSON
 * with `Accept: application/json`) with each mail's attached files, and
 * `GET /api/ext/mail-service/outbox/{mailId}/attachments/{position}` serves one of them.
 * @example
 * mountMailRoutes(app, context);
 */
export function mountMailRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  const { db, settings } = context;
  const tokens = mailToken(context.formKey);

  mountCall(app, mailTokenCall, async () => ({ result: tokens.issue(settings.now().getTime()) }));

  mountCall(app, sendMailCall, async ({ c, body }) => {
    const now = settings.now().getTime();
    const address = readClientAddress(c, settings.trustProxy);
    if (context.contactLimiter.check('mail', address, now)) {
      throw new CommerceError(429, 'Too many messages sent. Please try again later.', 'TOO_MANY_ATTEMPTS');
    }
    if (body.targetAddress !== settings.mail.shopAddress.toLowerCase()) {
      throw new CommerceError(403, 'Mails can only be sent to the shop.', 'TARGET_FORBIDDEN');
    }
    if (!tokens.spend(body.token, now)) {
      throw new CommerceError(401, 'The mail token is invalid, expired or already used.', 'MAIL_TOKEN_INVALID');
    }
    context.contactLimiter.record('mail', address, now);
    await context.outbox.enqueue(db, {
      kind: 'mail_service',
      to: settings.mail.shopAddress,
      replyTo: body.sourceAddress,
      subject: body.subject,
      text: body.emailText,
    });
    void context.outbox.deliver();
    return { result: 'Email has successfully been sent' };
  });

  app.get('/api/ext/mail-service/outbox', async (c) => {
    if (!settings.mail.outboxViewer) return c.notFound();
    const mails = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(100).execute();
    const files =
      mails.length === 0
        ? []
        : await db
            .selectFrom('mail_outbox_attachments')
            .select(['mail_id', 'position', 'filename', 'content_type', sql<number>`length(content)`.as('size')])
            .where(
              'mail_id',
              'in',
              mails.map((mail) => mail.id),
            )
            .orderBy('mail_id')
            .orderBy('position')
            .execute();
    const listed = mails.map((mail) => ({
      ...mail,
      attachments: files
        .filter((file) => file.mail_id === mail.id)
        .map((file) => ({
          filename: file.filename,
          contentType: file.content_type,
          size: Number(file.size),
          url: outboxAttachmentPath(mail.id, file.position),
        })),
    }));
    if (c.req.header('accept')?.includes('application/json')) return c.json({ code: 200, result: listed });
    return c.html(outboxPage(listed), 200, {
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
    const file = await db
      .selectFrom('mail_outbox_attachments')
      .selectAll()
      .where('mail_id', '=', mailId)
      .where('position', '=', position)
      .executeTakeFirst();
    if (!file) return c.notFound();
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.content_type,
      'Content-Disposition': `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
