import * as v from 'valibot';
import { EmailSchema } from './email';

/**
 * An e-mail address in a request: the shop's e-mail rule ({@link EmailSchema}: trimmed, valid, at most
 * 254 characters, SPEC §5), lower-cased so that accounts and subscriptions match whatever the case typed.
 *
 * @example
 * v.parse(EmailAddressSchema, ' Lea@Example.FR '); // 'lea@example.fr'
 */
export const EmailAddressSchema = v.pipe(EmailSchema, v.toLowerCase());
