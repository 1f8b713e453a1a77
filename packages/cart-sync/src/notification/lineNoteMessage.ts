import type { CartMessage } from './CartMessage';
import { cartMessages } from './cartMessages';

/**
 * The message of a note kept on a cart line (`info`, `errors`): the cart stores the code of its own notes (the stock
 * note of SPEC §4, "Out of the stock!"); any other note (a server's) is shown as it is.
 * @example
 * lineNoteMessage('outOfTheStock'); // { code: 'outOfTheStock' }
 * lineNoteMessage('Rupture fournisseur'); // { code: 'serverMessage', params: { text: 'Rupture fournisseur' } }
 */
export function lineNoteMessage(note: string): CartMessage {
  return Object.hasOwn(cartMessages, note) && typeof cartMessages[note as keyof typeof cartMessages] === 'string'
    ? ({ code: note } as CartMessage)
    : { code: 'serverMessage', params: { text: note } };
}
