import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nFor, shopLocale } from '../i18n/i18n';
import { ExampleSellerNotice } from './ExampleSellerNotice';

describe('the example identity banner', () => {
  it('renders, in French, on the server', () => {
    const html = renderToString(
      <I18nProvider i18n={i18nFor(shopLocale)}>
        <ExampleSellerNotice />
      </I18nProvider>,
    );
    expect(html).toContain('role="note"');
    expect(html).toContain('Identité d’exemple : configurez l’identité du vendeur');
  });
});
