import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/**
 * A mail transport for tests that builds each whole MIME message (nodemailer's stream transport, no server) and keeps
 * what it built, so a test can read the headers, the parts and the attachments that would have been sent.
 * @example
 * const recorder = recordingTransport();
 * await startCommerceTest('pglite', { mail: { ..., transport: recorder.transport } });
 * recorder.sent[0]; // 'From: boutique@…\r\n…'
 */
export function recordingTransport(): { transport: Transporter; sent: string[] } {
  const real = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent: string[] = [];
  const transport = {
    sendMail: async (mail: SendMailOptions) => {
      const info = await real.sendMail(mail);
      sent.push(info.message.toString());
      return info;
    },
  } as unknown as Transporter;
  return { transport, sent };
}
