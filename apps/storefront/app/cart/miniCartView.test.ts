import type { CartLine } from '@citerne/cart-sync';
import { describe, expect, it } from 'vitest';
import { miniCartView } from './miniCartView';

const line = (fields: Partial<CartLine>): CartLine => ({ sku: 'CS-EP-5', checksum: 'a', qty: 1, ...fields });

describe("the mini-cart lines in the shop's routes", () => {
  it("links a variant to its parent's page with the child sku, a simple product to its own", () => {
    const view = miniCartView({
      items: [
        line({ url_key: 'citerne-souple-eau-de-pluie-5-m3', price_incl_tax: 569, qty: 2 }),
        line({ checksum: 'b', sku: 'CS-EP-10-NOIR', parentSku: 'CS-EP-10', url_key: 'citerne-souple-10-m3' }),
      ],
      segments: [],
      isSyncing: false,
    });
    expect(view.lines.map((entry) => entry.href)).toEqual([
      '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3',
      '/p/CS-EP-10/citerne-souple-10-m3/CS-EP-10-NOIR',
    ]);
    expect(view.lines[0]).toMatchObject({ id: 'a', quantity: 2, rowTotal: 1138 });
    expect(view.lines[0]).not.toHaveProperty('productSku');
    expect(view.editableLineIds).toEqual(['b']);
  });

  it("serves a line's image, else its thumbnail, through the shop's image service", () => {
    const [withImage, withThumbnail] = miniCartView({
      items: [line({ image: '/c/cs-ep-5.jpg' }), line({ checksum: 'b', thumbnail: '/c/thumb.jpg' })],
      segments: [],
      isSyncing: false,
    }).lines;
    expect(withImage?.image.src).toBe('/c/cs-ep-5.jpg');
    expect(withImage?.image.imageUrl).toBeTypeOf('function');
    expect(withThumbnail?.image.src).toBe('/c/thumb.jpg');
  });
});
