import { describe, expect, it } from 'vitest';
import { addShopCatalogue, i18nFor, shopLocale } from './i18n';

describe('addShopCatalogue (issue 21: a lazy catalogue does not render the page again)', () => {
  it('adds the messages to the shop’s language without emitting change, and keeps the ones already there', () => {
    const i18n = i18nFor(shopLocale);
    const before = i18n._('Back to home');
    let changes = 0;
    const off = i18n.on('change', () => {
      changes += 1;
    });
    try {
      addShopCatalogue({ 'test.addShopCatalogue': 'Ajouté sans bruit' });
      expect(i18n._('test.addShopCatalogue')).toBe('Ajouté sans bruit');
      expect(i18n._('Back to home')).toBe(before);
      expect(changes).toBe(0);
      // Lingui's own load still notifies: the test would see a change had addShopCatalogue used it as is.
      i18n.load(shopLocale, {});
      expect(changes).toBe(1);
    } finally {
      off();
    }
  });
});
