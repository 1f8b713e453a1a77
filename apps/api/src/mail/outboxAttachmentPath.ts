/**
 * Where the development outbox viewer serves a mail's attached file (its `position` in the mail, from 0).
 * @example
 * outboxAttachmentPath(12, 0); // '/api/ext/mail-service/outbox/12/attachments/0'
 */
export function outboxAttachmentPath(mailId: number, position: number): string {
  return `/api/ext/mail-service/outbox/${mailId}/attachments/${position}`;
}
