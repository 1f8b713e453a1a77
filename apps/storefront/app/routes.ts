import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { staticPages } from './seo/staticPages';
import { storeViews } from './storeView/storeViews';

/**
 * SPEC §2 "Routes" for one store view. The store served without prefix gets plain paths and names; a store that
 * appends its code gets a leading `/{code}` segment and `{code}-` route names.
 */
function storeRoutes(code: string | null): RouteConfigEntry[] {
  const path = (tail: string) => (code ? (tail ? `${code}/${tail}` : code) : tail);
  const id = (name: string) => (code ? `${code}-${name}` : name);
  return [
    layout('layouts/DefaultLayout.tsx', { id: id('default-layout') }, [
      code ? route(path(''), 'routes/home.tsx', { id: id('home') }) : index('routes/home.tsx', { id: id('home') }),
      ...(code ? [] : [route('pwa.html', 'routes/home.tsx', { id: 'home-pwa' })]),
      route(path('c/:slug'), 'routes/category.tsx', { id: id('category') }),
      // Product routes: the page names itself `{type}-product` (virtual, bundle, simple, downloadable, grouped).
      route(path('p/:parentSku/:slug'), 'routes/product.tsx', { id: id('product') }),
      route(path('p/:parentSku/:slug/:childSku'), 'routes/product.tsx', { id: id('configurable-product') }),
      route(path('i/:slug'), 'routes/cms.tsx', { id: id('cms-page') }),
      route(path('comment-choisir-sa-citerne-souple'), 'routes/guide.tsx', { id: id('guide') }),
      route(path('contact'), 'routes/contact.tsx', { id: id('contact') }),
      // SPEC §2 "Compare products" (page group "compare") and "Wishlist": the lists live in the browser (issue 17).
      route(path('compare'), 'routes/compare.tsx', { id: id('compare') }),
      route(path('wishlist'), 'routes/wishlist.tsx', { id: id('wishlist') }),
      // The withdrawal function (art. L221-18 ff.) and the standard form (annex of art. R221-1).
      route(path('retractation'), 'routes/withdrawal.tsx', { id: id('withdrawal') }),
      route(path('formulaire-de-retractation'), 'routes/withdrawalForm.tsx', { id: id('withdrawal-form') }),
      // The unsubscribe link of every newsletter e-mail (SPEC §4 "Newsletter"; RFC 8058 one-click POST).
      route(path('newsletter/unsubscribe'), 'routes/newsletterUnsubscribe.tsx', { id: id('newsletter-unsubscribe') }),
      // The accessibility statement (European Accessibility Act; RGAA 4.1 model), linked from every footer.
      route(path('accessibilite'), 'routes/accessibility.tsx', { id: id('accessibility') }),
      route(path('blog'), 'routes/blog.tsx', { id: id('blog') }),
      route(path('blog/:slug'), 'routes/blogArticle.tsx', { id: id('blog-article') }),
      route(path('checkout'), 'routes/checkout.tsx', { id: id('checkout') }),
      route(path('payment-fail/:orderNumber'), 'routes/paymentFail.tsx', { id: id('payment-fail') }),
      route(path('invoice/:orderNumber'), 'routes/invoice.tsx', { id: id('invoice') }),
      // SPEC §2 "/my-account": one page, a sub-path per section, and one per order of the history.
      route(path('my-account'), 'routes/myAccount.tsx', { id: id('my-account') }),
      route(path('my-account/:section'), 'routes/myAccount.tsx', { id: id('my-account-section') }),
      route(path('my-account/orders/:orderNumber'), 'routes/myAccount.tsx', { id: id('my-account-order') }),
      ...staticPages.map((slug) => route(path(slug), 'routes/static.tsx', { id: id(`static-${slug}`) })),
      route(path('*'), 'routes/catchAll.tsx', { id: id('page-not-found') }),
    ]),
    layout('layouts/ConfigurationLayout.tsx', { id: id('configuration-layout') }, [
      // SPEC §2 "/configuration/{parentSku}/{slug} and /configurator": the made-to-measure configurator (issue 17).
      route(path('configurator'), 'routes/configurator.tsx', { id: id('configurator') }),
      route(path('configuration/:parentSku/:slug'), 'routes/configuration.tsx', { id: id('configuration') }),
    ]),
    layout('layouts/MinimalLayout.tsx', { id: id('minimal-layout') }, [
      route(path('error'), 'routes/error.tsx', { id: id('error') }),
      // SPEC §2 "Minimal: … used by login-as-customer"; the token comes in the fragment, read in the browser.
      route(path('login-as-customer'), 'routes/loginAsCustomer.tsx', { id: id('login-as-customer') }),
      // SPEC §8 "Offline": where the service worker sends a page it cannot load nor find in its cache (issue 20).
      route(path('offline'), 'routes/offline.tsx', { id: id('offline') }),
    ]),
  ];
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  // RFC 9116: whom to tell about a vulnerability, and the policy it points to (SECURITY.md).
  route('.well-known/security.txt', 'routes/securityTxt.ts', { id: 'security-txt' }),
  route('.well-known/security-policy.md', 'routes/securityPolicy.ts', { id: 'security-policy' }),
  // A CMS page's sanitised HTML for the modals (terms and conditions at checkout).
  route('cms-content/:identifier', 'routes/cmsContent.ts', { id: 'cms-content' }),
  ...storeRoutes(null),
  ...storeViews.filter((store) => store.appendStoreCode).flatMap((store) => storeRoutes(store.code)),
] satisfies RouteConfig;
