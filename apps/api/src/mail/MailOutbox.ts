import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema';

/** A file sent with a mail: its name, its media type and its content (text is sent as UTF-8). */
export interface MailAttachment {
  /** e.g. `formulaire-de-retractation.html`. */
  readonly filename: string;
  /** e.g. `text/html; charset=utf-8`, `application/pdf`. */
  readonly contentType: string;
  readonly content: string | Uint8Array;
}

/** A mail to send: what it is about (`kind`), to whom, its plain text and the files attached to it. */
export interface OutgoingMail {
  readonly kind:
    | 'order_confirmation'
    | 'password_reset'
    | 'account_exists'
    | 'contact'
    | 'newsletter_coupon'
    | 'mail_service'
    | 'withdrawal_acknowledgement'
    | 'withdrawal_copy';
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 2369) and `List-Unsubscribe-Post` (RFC 8058) of newsletter mails. */
  readonly headers?: Readonly<Record<string, string>>;
}

const MAX_ATTEMPTS = 5;

/**
 * The mail outbox: every mail (order confirmation, password reset, contact, newsletter coupon) is
 * written to the `mail_outbox` table in the transaction of what caused it, so no mail is sent for
 * a change that rolled back and none is lost when SMTP is down. With a transport (nodemailer over
 * the configured SMTP server), `deliver` sends what is pending; without one, mails stay `stored`
 * for the development viewer. Attached files (`attachments`) are kept beside the mail and sent with it.
 * @example
 * await outbox.enqueue(trx, { kind: 'contact', to: 'contact@citerne.example', subject: 'Devis', text: '…' });
 * await outbox.deliver();
 */
export class MailOutbox {
  #delivering: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly from: string,
    private readonly transport: Transporter | null,
  ) {}

  /** Writes a mail and its attachments to the outbox with `db` (a transaction, usually). */
  async enqueue(db: Kysely<Database>, mail: OutgoingMail): Promise<void> {
    const { id } = await db
      .insertInto('mail_outbox')
      .values({
        kind: mail.kind,
        to_address: mail.to,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        body_text: mail.text,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        status: this.transport ? 'pending' : 'stored',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attachments = mail.attachments ?? [];
    if (attachments.length === 0) return;
    await db
      .insertInto('mail_outbox_attachments')
      .values(
        attachments.map((attachment, position) => ({
          mail_id: id,
          position,
          filename: attachment.filename,
          content_type: attachment.contentType,
          content:
            typeof attachment.content === 'string' ? new TextEncoder().encode(attachment.content) : attachment.content,
        })),
      )
      .execute();
  }

  /** Sends the pending mails (one delivery run at a time); never rejects: failures are retried up to 5 times. */
  deliver(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    this.#delivering ??= this.#deliverPending(this.transport)
      .catch((error: unknown) => {
        // The outbox keeps the mail: the next delivery run retries it.
        console.error('Mail delivery stopped:', error instanceof Error ? error.message : error);
      })
      .finally(() => {
        this.#delivering = null;
      });
    return this.#delivering;
  }

  async #deliverPending(transport: Transporter): Promise<void> {
    for (;;) {
      const batch = await this.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('id')
        .limit(20)
        .execute();
      if (batch.length === 0) return;
      const attachments = await this.db
        .selectFrom('mail_outbox_attachments')
        .selectAll()
        .where(
          'mail_id',
          'in',
          batch.map((mail) => mail.id),
        )
        .orderBy('mail_id')
        .orderBy('position')
        .execute();
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from: this.from,
            to: mail.to_address,
            replyTo: mail.reply_to ?? undefined,
            subject: mail.subject,
            text: mail.body_text,
            headers: mail.headers ?? undefined,
            attachments: attachments
              .filter((attachment) => attachment.mail_id === mail.id)
              .map((attachment) => ({
                filename: attachment.filename,
                contentType: attachment.content_type,
                content: Buffer.from(attachment.content),
              })),
          });
          await this.db
            .updateTable('mail_outbox')
            .set({ status: 'sent', sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
            .where('id', '=', mail.id)
            .execute();
        } catch (error) {
          const attempts = mail.attempts + 1;
          await this.db
            .updateTable('mail_outbox')
            .set({
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              attempts,
              last_error: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
            })
            .where('id', '=', mail.id)
            .execute();
          if (attempts < MAX_ATTEMPTS) return;
        }
      }
    }
  }
}
