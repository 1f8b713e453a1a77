import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const entries = (locale: string, catalogue: string) => {
  const text = readFileSync(new URL(`../locales/${locale}/${catalogue}.po`, import.meta.url), 'utf8');
  return new Map(
    [...text.matchAll(/\nmsgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)].map(
      (match) => [match[1] ?? '', match[2] ?? ''] as const,
    ),
  );
};

describe('the account catalogue', () => {
  const others = ['messages', 'checkout', 'guide'];
  // The server renders with every catalogue loaded, the browser with the main one until an account chunk loads: a
  // message of both catalogues translated twice differently renders one text on the server and another in the
  // browser (React's hydration error #418 on every page).
  it.each(['fr-FR', 'de-DE', 'it-IT'])(
    'translates a message of the main catalogue as the main catalogue does (%s)',
    (locale) => {
      const main = entries(locale, 'messages');
      const account = entries(locale, 'account');
      const different = [...account].filter(([id, text]) => id !== '' && main.has(id) && main.get(id) !== text);
      expect(different).toEqual([]);
    },
  );
});
