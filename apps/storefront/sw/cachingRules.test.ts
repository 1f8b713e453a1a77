import { describe, expect, it } from 'vitest';
import { type CacheKind, cacheKindOf, offlinePageUrl, pagePathOfData, type RequestFacts } from './cachingRules';

const origin = 'https://www.citerne.example';
const request = (path: string, init: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts => ({
  url: new URL(path, origin),
  method: 'GET',
  mode: 'cors',
  authorized: false,
  ...init,
});
const page = (path: string) => request(path, { mode: 'navigate' });

describe('what the service worker caches', () => {
  it.each<[string, RequestFacts, CacheKind]>([
    ['the home page', page('/'), 'page'],
    ['a product page', page('/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3'), 'page'],
    ['a category page with its filters', page('/c/citernes-souples?sort=price'), 'page'],
    ['a CMS page', page('/i/about-us'), 'page'],
    ['a page of another store view', page('/de/p/CS-EP-10/citerne'), 'page'],
    ['the checkout page itself', page('/checkout'), 'page'],
    ['a product page’s loader data', request('/p/CS-EP-10/citerne.data?_routes=product'), 'page-data'],
    ['the home page’s loader data', request('/_.data'), 'page-data'],
    ['a catalogue search', request('/api/catalog?type=product&request=%7B%7D&size=16'), 'catalog'],
    ['a URL mapping read', request('/api/url?url=/citerne'), 'catalog'],
    ['a CMS block', request('/api/ext/cms-data/cmsBlockIdentifier/footer/storeId/1'), 'catalog'],
    ['the store content', request('/api/content/fr/banners'), 'catalog'],
    ['a CMS page for a modal', request('/cms-content/conditions-generales-de-vente'), 'catalog'],
    ['an image', request('/img/453/525/resize/citerne.webp'), 'image'],
  ])('caches %s', (_label, facts, kind) => {
    expect(cacheKindOf(facts)).toBe(kind);
  });

  it.each<[string, RequestFacts]>([
    ['the cart', request('/api/cart/pull?cartId=abc')],
    ['the cart totals', request('/api/cart/totals?cartId=abc')],
    ['the payment methods', request('/api/cart/payment-methods?cartId=abc')],
    ['the profile', request('/api/user/me')],
    ['the order history', request('/api/user/order-history?pageSize=20')],
    ['an order', request('/api/order/100000012/account')],
    ['a payment', request('/api/order/100000012/payment')],
    ['the payment pages', request('/api/payment/redirect/systempay/s1')],
    ['the newsletter status', request('/api/ext/newsletter/subscribe?email=a%40b.fr')],
    ['the withdrawal lookup', request('/api/ext/withdrawal/lookup?order=1')],
    ['the mail service', request('/api/ext/mail-service/get-token')],
    ['the stock', request('/api/stock/check?sku=CS-EP-10')],
    ['the live prices', request('/api/products/render-list?skus=CS-EP-10')],
    ['the API health', request('/api/health')],
    ['a catalogue search with a user token', request('/api/catalog?type=product&token=t0k3n')],
    ['a catalogue search with an Authorization header', request('/api/catalog?type=product', { authorized: true })],
    ['my account', page('/my-account/orders')],
    ['my account in another store view', page('/de/my-account')],
    ['my account’s loader data', request('/my-account/orders.data')],
    ['an invoice', page('/invoice/100000012?key=abc')],
    ['a payment failure', page('/payment-fail/100000012')],
    ['the thank-you page of an order', page('/checkout?order=100000012&key=abc')],
    ['its loader data', request('/checkout.data?order=100000012&key=abc')],
    ['login as customer', page('/login-as-customer')],
    ['a newsletter unsubscribe link', page('/newsletter/unsubscribe?token=x.1.sig')],
    ['the offline page (precached with the build)', page('/offline')],
  ])('never caches %s', (_label, facts) => {
    expect(cacheKindOf(facts)).toBeNull();
  });

  it.each([
    ['placing an order', '/api/order'],
    ['adding to the cart', '/api/cart/update?cartId=abc'],
    ['logging in', '/api/user/login'],
    ['subscribing to the newsletter', '/api/ext/newsletter/subscribe'],
    ['the contact form', '/api/ext/contact'],
    ['a withdrawal', '/api/ext/withdrawal'],
    ['a CSP report', '/api/csp-report'],
    ['even a catalogue search', '/api/catalog'],
  ])('never caches a write: %s', (_label, path) => {
    for (const method of ['POST', 'PUT', 'DELETE']) expect(cacheKindOf(request(path, { method }))).toBeNull();
  });
});

describe('pagePathOfData', () => {
  it.each([
    ['/p/a/b.data', '/p/a/b'],
    ['/_.data', '/'],
    ['/de/_.data', '/de/'],
    ['/c/citernes.data', '/c/citernes'],
    ['/c/citernes', null],
  ])('%s belongs to %s', (data, path) => {
    expect(pagePathOfData(data)).toBe(path);
  });
});

describe('offlinePageUrl', () => {
  const codes = ['de', 'it'];
  it.each([
    ['/p/a/b', '/offline'],
    ['/de/p/a/b', '/de/offline'],
    ['/it/c/x', '/it/offline'],
    ['/', '/offline?from=home'],
    ['/pwa.html', '/offline?from=home'],
    ['/de', '/de/offline?from=home'],
    ['/de/', '/de/offline?from=home'],
    ['/design', '/offline'],
  ])('%s goes to %s', (path, url) => {
    expect(offlinePageUrl(path, codes)).toBe(url);
  });
});
