import type { CallBody, contactCall } from '@citerne/core-api/contract';

/** A mail of the mail service (SPEC §7 "Send mail") to the shop's own mailbox, reply-to its sender. */
export interface ShopMail {
  readonly replyTo: string;
  readonly subject: string;
  readonly text: string;
}

/** One mail of the outbox as the development viewer lists it. */
export interface OutboxEntry {
  readonly id: number;
  readonly kind: string;
  readonly to_address: string;
  readonly reply_to: string | null;
  readonly subject: string;
  readonly body_text: string;
  readonly status: string;
  readonly attempts: number;
  readonly last_error: string | null;
  readonly created_at: Date;
  readonly sent_at: Date | null;
  /** The extra headers it is sent with (List-Unsubscribe of newsletter mails), or null. */
  readonly headers: Readonly<Record<string, string>> | null;
  /** The files attached to the mail (name, type, size in bytes, where the viewer serves it). */
  readonly attachments: ReadonlyArray<OutboxAttachmentInfo>;
}

/** What the outbox viewer lists of an attached file. */
export interface OutboxAttachmentInfo {
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
  readonly url: string;
}

/** One attached file of an outbox mail, as it was sent. */
export interface OutboxAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** The bytes in a buffer of their own, ready to send as a body. */
  readonly content: Uint8Array<ArrayBuffer>;
}

/**
 * Mail (SPEC §7 "Send mail", "Contact"): every mail goes through the platform's outbox, written in the transaction
 * of what caused it and delivered after it; only the shop's own mailbox can be reached from the outside.
 *
 * @example
 * await platform.mail.sendToShop({ replyTo: 'lea@example.fr', subject: 'Devis', text: '…' });
 */
export interface MailPlatform {
  /** Queues a mail-service mail to the shop's mailbox, then starts a delivery run. */
  sendToShop(mail: ShopMail): Promise<void>;
  /** Stores a contact message and mails it to the shop (reply-to the sender). */
  contact(message: CallBody<typeof contactCall>): Promise<void>;
  /** The latest mails of the outbox, newest first (the development viewer). */
  outbox(limit: number): Promise<OutboxEntry[]>;
  /** One attached file of an outbox mail (its position among the mail's files, from 0), `null` when there is none. */
  outboxAttachment(mailId: number, position: number): Promise<OutboxAttachment | null>;
}
