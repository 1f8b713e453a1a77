import { seededRandom } from '@repo/test-utils/random';
import { describe, expect, it } from 'vitest';
import { type SoakCatalogue, soakRequest } from './soakRequest';

const catalogue: SoakCatalogue = {
  pages: ['/', '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3'],
  categories: ['/c/citernes-souples'],
  filters: ['color=49', 'volume=12'],
  sorts: ['price:asc'],
  words: ['citerne', 'vanne'],
  images: ['catalog/citerne-pluie-vert.svg'],
  imageSizes: [
    [250, 375],
    [900, 700],
  ],
  lines: [{ sku: 'KIT-1', qty: 1 }],
};

describe('soakRequest', () => {
  it('mixes pages, searches, images and cart calls, 3/3/2/2 in ten', () => {
    const random = seededRandom(1).next;
    const kinds = Array.from({ length: 1000 }, (_, i) => soakRequest(i, random, catalogue, 'cart-1').kind);
    const count = (kind: string) => kinds.filter((k) => k === kind).length;
    expect([count('page'), count('search'), count('image'), count('cart')]).toEqual([300, 300, 200, 200]);
  });

  it('never asks the same search twice', () => {
    const random = seededRandom(2).next;
    const searches = Array.from({ length: 2000 }, (_, i) => soakRequest(i, random, catalogue, null))
      .filter((request) => request.kind === 'search')
      .map((request) => new URL(request.path, 'http://shop').searchParams.get('request'));
    expect(new Set(searches).size).toBe(searches.length);
    const parsed = JSON.parse(searches[0] ?? '{}') as { text: string; filters: unknown[] };
    expect(parsed.text).toMatch(/^(citerne|vanne) /);
  });

  it('asks images in every allowed size and a new cart when there is none', () => {
    const random = seededRandom(3).next;
    const requests = Array.from({ length: 400 }, (_, i) => soakRequest(i, random, catalogue, null));
    const images = new Set(requests.filter((r) => r.kind === 'image').map((r) => r.path.split('/resize/')[0]));
    expect(images).toEqual(new Set(['/img/250/375', '/img/900/700']));
    expect(requests.filter((r) => r.kind === 'cart').every((r) => r.path === '/api/cart/create')).toBe(true);
  });
});
