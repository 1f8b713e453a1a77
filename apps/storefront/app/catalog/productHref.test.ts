import { describe, expect, it } from 'vitest';
import { productHref } from './productHref';

describe('product links', () => {
  it('a product links to /p/{sku}/{slug}', () => {
    expect(productHref({ sku: 'CS-EP-5', url_key: 'citerne-eau-de-pluie-5-m3' })).toBe(
      '/p/CS-EP-5/citerne-eau-de-pluie-5-m3',
    );
  });

  it('a configurable child links through its parent sku, with the child sku last', () => {
    expect(productHref({ sku: 'CS-EP', url_key: 'citerne', parentSku: 'CS-EP' }, 'CS-EP-5-VERT')).toBe(
      '/p/CS-EP/citerne/CS-EP-5-VERT',
    );
  });

  it('escapes characters that would break the path', () => {
    expect(productHref({ sku: 'A/B C', url_key: 'x' })).toBe('/p/A%2FB%20C/x');
  });
});
