import { describe, expect, it } from 'vitest';
import { defaultStoreView, storeViews } from '../storeView/storeViews';
import { pageSeo, plainText } from './pageSeo';
import { seoMeta } from './seoMeta';

const german = storeViews.find((store) => store.code === 'de');
if (!german) throw new Error('the German view is defined');

describe('page SEO', () => {
  const seo = pageSeo({
    origin: 'https://shop.example',
    store: defaultStoreView,
    path: '/c/baches',
    title: 'Bâches',
    description: '<p>Des bâches   <strong>fabriquées</strong> en France.</p>',
  });

  it('the title carries the shop name and the description is plain text', () => {
    expect(seo.title).toBe('Bâches | Citerne Souple France');
    expect(seo.description).toBe('Des bâches fabriquées en France.');
  });

  it('the canonical URL is absolute, in the page’s store view', () => {
    expect(seo.canonical).toBe('https://shop.example/c/baches');
    expect(pageSeo({ origin: 'https://shop.example', store: german, path: '/c/baches', title: 'x' }).canonical).toBe(
      'https://shop.example/de/c/baches',
    );
  });

  it('hreflang alternates name every defined store view and x-default', () => {
    expect(seo.alternates).toEqual([
      { hreflang: 'fr-FR', href: 'https://shop.example/c/baches' },
      { hreflang: 'de-DE', href: 'https://shop.example/de/c/baches' },
      { hreflang: 'it-IT', href: 'https://shop.example/it/c/baches' },
      { hreflang: 'x-default', href: 'https://shop.example/c/baches' },
    ]);
  });

  it('long descriptions are cut at a word under 158 characters', () => {
    const long = pageSeo({
      origin: 'https://x',
      store: defaultStoreView,
      path: '/',
      title: 'x',
      description: 'mot '.repeat(80),
    });
    expect(long.description.length).toBeLessThanOrEqual(158);
    expect(long.description.endsWith('…')).toBe(true);
  });

  it('meta tags hold the canonical link, Open Graph and JSON-LD', () => {
    const tags = seoMeta({ ...seo, jsonLd: [{ '@type': 'Thing' }] });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/c/baches' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.example/c/baches' });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } });
  });

  it('text of HTML loses its tags and entities', () => {
    expect(plainText('<p>Citerne&nbsp;10&nbsp;m³ &amp; vanne</p>')).toBe('Citerne 10 m³ & vanne');
  });
});
