import { mailTokenCall } from '../contract/mail/mailTokenCall';
import { type SendMailRequest, sendMailCall } from '../contract/mail/sendMailCall';
import { type ClientContext, callApi } from './callApi';

/** The mail service calls of SPEC §7. */
export interface MailClient {
  getToken(): Promise<string>;
  send(mail: SendMailRequest): Promise<string>;
}

/**
 * Creates the mail service calls.
 *
 * @example
 * const mail = createMailClient(context);
 * await mail.send({ token: await mail.getToken(), sourceAddress, targetAddress, subject, emailText });
 */
export function createMailClient(context: ClientContext): MailClient {
  return {
    async getToken() {
      return (await callApi(context, mailTokenCall)).result;
    },
    async send(mail) {
      return (await callApi(context, sendMailCall, { body: mail })).result;
    },
  };
}
