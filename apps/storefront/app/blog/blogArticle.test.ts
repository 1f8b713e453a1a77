import { describe, expect, it } from 'vitest';
import { newestFirst, toBlogArticle } from './blogArticle';

const page = {
  id: 16,
  identifier: 'blog-installer-une-citerne-souple',
  title: 'Installer une citerne souple',
  content: '<p>…</p>',
  meta_description: 'La méthode pas à pas.',
  published_at: '2026-03-12T08:00:00.000Z',
  summary: 'Une citerne souple s’installe en une demi-journée.',
  products: ['GE-300-50'],
};

describe('toBlogArticle', () => {
  it('reads a blog page with its article fields', () => {
    expect(toBlogArticle(page)).toEqual({
      slug: 'installer-une-citerne-souple',
      identifier: 'blog-installer-une-citerne-souple',
      title: 'Installer une citerne souple',
      summary: 'Une citerne souple s’installe en une demi-journée.',
      publishedAt: '2026-03-12T08:00:00.000Z',
      updatedAt: '2026-03-12T08:00:00.000Z',
      products: ['GE-300-50'],
      description: 'La méthode pas à pas.',
    });
  });

  it('leaves out other pages, inactive ones, and articles with broken fields', () => {
    expect(toBlogArticle({ ...page, identifier: 'delivery' })).toBeNull();
    expect(toBlogArticle({ ...page, active: false })).toBeNull();
    expect(toBlogArticle({ ...page, published_at: 'hier' })).toBeNull();
    expect(toBlogArticle({ ...page, summary: undefined })).toBeNull();
    expect(toBlogArticle({ ...page, identifier: 'blog-Mauvais Nom' })).toBeNull();
  });

  it('orders the newest first', () => {
    const older = { ...page, identifier: 'blog-a', published_at: '2026-01-01T00:00:00.000Z' };
    const articles = [toBlogArticle(older), toBlogArticle(page)].flatMap((article) => article ?? []);
    expect(newestFirst(articles).map((article) => article.slug)).toEqual(['installer-une-citerne-souple', 'a']);
  });
});
