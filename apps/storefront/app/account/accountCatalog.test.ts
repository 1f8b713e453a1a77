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
  // The server renders with every catalogue loaded, the browser with the main one (and the page's) until an account
  // chunk loads: a message of two catalogues translated differently renders one text on the server and another in
  // the browser (React's hydration error #418 on every page).
  it.each(['fr-FR', 'de-DE', 'it-IT'])(
    'translates a message it shares with another catalogue the same way (%s)',
    (locale) => {
      const account = entries(locale, 'account');
      for (const name of others) {
        const other = entries(locale, name);
        const different = [...account].filter(([id, text]) => id !== '' && other.has(id) && other.get(id) !== text);
        expect(different, name).toEqual([]);
      }
    },
  );
});
