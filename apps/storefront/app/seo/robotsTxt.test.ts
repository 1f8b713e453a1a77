import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robotsTxt';

describe('robots.txt', () => {
  const text = robotsTxt('https://shop.example');

  it('names the sitemap', () => {
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('keeps the personal and technical pages out, in every store view', () => {
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /my-account');
    expect(text).toContain('Disallow: /de/my-account');
    expect(text).toContain('Disallow: /api/');
  });

  it('allows the catalogue', () => {
    expect(text).not.toMatch(/Disallow: \/(c|p|i)\//);
    expect(text).toContain('Allow: /');
  });
});
