import { sql } from 'kysely';
import type { CommerceContext } from '../../commerce/CommerceContext';
import { outboxAttachmentPath } from '../../mail/outboxAttachmentPath';
import type { MailPlatform } from '../MailPlatform';

/**
 * The mail of the embedded platform: the `mail_outbox` table (`MailOutbox`), contact messages in
 * `contact_messages`, delivered over the SMTP transport of the commerce settings.
 * @example
 * const mail = embeddedMail(context);
 */
export function embeddedMail(context: CommerceContext): MailPlatform {
  const { db, settings, outbox } = context;
  return {
    async sendToShop(mail) {
      await outbox.enqueue(db, {
        kind: 'mail_service',
        to: settings.mail.shopAddress,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
      void outbox.deliver();
    },

    async contact(message) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('contact_messages')
          .values({
            name: message.name,
            email: message.email,
            telephone: message.phone || null,
            subject: message.subject || null,
            message: message.message,
            created_at: settings.now(),
          })
          .execute();
        await outbox.enqueue(trx, {
          kind: 'contact',
          to: settings.mail.shopAddress,
          replyTo: message.email,
          subject: `Contact : ${message.subject || message.name}`,
          text: [
            `De : ${message.name} <${message.email}>`,
            ...(message.phone ? [`Téléphone : ${message.phone}`] : []),
            '',
            message.message,
          ].join('\n'),
        });
      });
      void outbox.deliver();
    },

    async outbox(limit) {
      const mails = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
      if (mails.length === 0) return [];
      const files = await db
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
      return mails.map((mail) => ({
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
    },

    async outboxAttachment(mailId, position) {
      const file = await db
        .selectFrom('mail_outbox_attachments')
        .select(['filename', 'content_type', 'content'])
        .where('mail_id', '=', mailId)
        .where('position', '=', position)
        .executeTakeFirst();
      return file
        ? { filename: file.filename, contentType: file.content_type, content: new Uint8Array(file.content) }
        : null;
    },
  };
}
