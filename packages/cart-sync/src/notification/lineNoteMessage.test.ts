import { describe, expect, it } from 'vitest';
import { lineNoteMessage } from './lineNoteMessage';

describe('the message of a note kept on a cart line', () => {
  it('is the code the cart stored for its own note (SPEC §4 stock note)', () => {
    expect(lineNoteMessage('outOfTheStock')).toEqual({ code: 'outOfTheStock' });
    expect(lineNoteMessage('inStock')).toEqual({ code: 'inStock' });
  });

  it('is a note written elsewhere shown as it is, a code needing values included', () => {
    expect(lineNoteMessage('Rupture fournisseur')).toEqual({
      code: 'serverMessage',
      params: { text: 'Rupture fournisseur' },
    });
    expect(lineNoteMessage('onlyAvailable')).toEqual({ code: 'serverMessage', params: { text: 'onlyAvailable' } });
  });
});
