import { EXAMPLE_SELLER_IDENTITY } from '@citerne/core-api/contract';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, shopLocale } from '../i18n/i18n';
import { ShopFooter } from './ShopFooter';

beforeAll(() => vi.stubGlobal('__APP_VERSION__', '1.0.0'));

/** Renders the footer under a root route that answers the seller's identity, as the root loader does. */
async function renderFooter(minimal: boolean) {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({ seller: EXAMPLE_SELLER_IDENTITY }),
      Component: () => <ShopFooter productLinks="" minimal={minimal} />,
    },
  ]);
  const context = await handler.query(new Request('http://shop.test/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <I18nProvider i18n={i18nFor(shopLocale)}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </I18nProvider>,
  );
}

describe('the withdrawal function is linked from the footer of every layout (Article 11a, art. L221-18 ff.)', () => {
  it('the minimal layout (error page, login as customer) links it and the standard form, without the newsletter', async () => {
    const html = await renderFooter(true);
    expect(html).toMatch(/<a[^>]*href="\/retractation"[^>]*>Se rétracter du contrat ici<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/formulaire-de-retractation"[^>]*>Formulaire de rétractation<\/a>/);
    expect(html).not.toContain('<input');
  });

  it('the default layout links the same function', async () => {
    const html = await renderFooter(false);
    expect(html).toMatch(/<a[^>]*href="\/retractation"[^>]*>Se rétracter du contrat ici<\/a>/);
    expect(html).toContain('<input');
  });
});
