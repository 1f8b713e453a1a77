import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const entries = (locale: string, catalogue: string) => {
  const text = readFileSync(new URL(`../locales/${locale}/${catalogue}.po`, import.meta.url), 'utf8');
  return new Map(
    [...text.matchAll(/\nmsgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)].map(
      (match) => [match[1] ?? '', match[2] ?? ''] as const,
    ),
  );
};
const others = readdirSync(new URL('../locales/fr-FR/', import.meta.url))
  .map((file) => file.replace(/\.po$/, ''))
  .filter((name) => name !== 'configurator');

describe('the configurator catalogue (issue 17)', () => {
  // The server renders with every catalogue loaded, the browser with the main one and the page's: a message of two
  // catalogues translated differently would render one text on the server and another in the browser.
  it.each(['fr-FR', 'de-DE', 'it-IT'])(
    'translates a message it shares with another catalogue the same way (%s)',
    (locale) => {
      const configurator = entries(locale, 'configurator');
      const main = entries(locale, 'messages');
      for (const name of others) {
        const other = entries(locale, name);
        // Against the main catalogue always; against another one for the texts the main one does not hold.
        const different = [...configurator].filter(
          ([id, text]) =>
            id !== '' && other.has(id) && other.get(id) !== text && (name === 'messages' || !main.has(id)),
        );
        expect(different, name).toEqual([]);
      }
    },
  );

  it.each(['fr-FR', 'de-DE', 'it-IT'])('is complete in %s', (locale) => {
    const untranslated = [...entries(locale, 'configurator')].filter(([id, text]) => id !== '' && text === '');
    expect(untranslated).toEqual([]);
  });

  it('states in French that the withdrawal right does not apply to made-to-measure goods (art. L221-28 3°)', () => {
    expect([...entries('fr-FR', 'configurator').values()]).toContain(
      'Le droit de rétractation de 14 jours ne s’applique pas aux produits fabriqués sur mesure (art. L221-28 3° du Code de la consommation).',
    );
  });
});
