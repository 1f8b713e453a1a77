import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemapXml';

describe('sitemap.xml', () => {
  it('lists absolute URLs once, with their date and priority', () => {
    const xml = sitemapXml('https://shop.example', [
      { path: '/', priority: 1 },
      { path: '/c/baches', lastModified: '2026-01-06T04:12:00.000Z', priority: 0.8 },
      { path: '/c/baches' },
    ]);
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml.match(/<loc>https:\/\/shop.example\/c\/baches<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain('<lastmod>2026-01-06</lastmod>');
    expect(xml).toContain('<priority>0.8</priority>');
  });

  it('escapes XML characters in paths', () => {
    expect(sitemapXml('https://x', [{ path: "/p/A&B/l'x" }])).toContain('<loc>https://x/p/A&amp;B/l&apos;x</loc>');
  });
});
