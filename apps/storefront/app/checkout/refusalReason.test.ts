import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { refusalReason } from './refusalReason';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

describe('why an offline order was refused', () => {
  it('explains the API refusal codes and shows other server messages as they are', () => {
    const stock = refusalReason(i18n, { code: 'OUT_OF_STOCK', message: 'Some ordered products not available' });
    expect(refusalReason(i18n, { code: 'PRODUCT_UNAVAILABLE', message: 'x' })).toBe(stock);
    expect(refusalReason(i18n, { code: 'CART_CHANGED', message: 'x' })).not.toBe(stock);
    expect(refusalReason(i18n, { code: 'SOMETHING_ELSE', message: 'The shop is closed.' })).toBe('The shop is closed.');
  });
});
