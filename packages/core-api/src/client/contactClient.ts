import { type ContactRequest, contactCall } from '../contract/contact/contactCall';
import { type ClientContext, callApi } from './callApi';

/** The contact call of SPEC §7. */
export interface ContactClient {
  /** Sends the contact form; resolves the server's message to show. */
  send(message: ContactRequest): Promise<string>;
}

/**
 * Creates the contact call.
 *
 * @example
 * const text = await createContactClient(context).send({ name, email, message });
 */
export function createContactClient(context: ClientContext): ContactClient {
  return {
    async send(message) {
      return (await callApi(context, contactCall, { body: message })).result.message;
    },
  };
}
