import type { CartLine } from '@citerne/cart-sync';
import { describe, expect, it } from 'vitest';
import { miniCartView } from './miniCartView';

const tank = (fields: Partial<CartLine> = {}): CartLine => ({
  sku: 'CS-EP-5',
  name: 'Citerne souple eau de pluie 5 m³',
  checksum: 'tank',
  qty: 2,
  price_incl_tax: 569,
  url_key: 'citerne-souple-eau-de-pluie-5-m3',
  ...fields,
});
const french = (text: string) => (text === 'Out of the stock!' ? 'Rupture de stock' : text);
const view = (items: CartLine[], extra: { isSyncing?: boolean; segments?: { code: string; value: number }[] } = {}) =>
  miniCartView({ items, segments: extra.segments ?? [], isSyncing: extra.isSyncing ?? false, translate: french });

describe('the mini-cart view of the cart', () => {
  it('shows the server row total when the server computed it for the line quantity', () => {
    const line = tank({ totals: { qty: 2, row_total_incl_tax: 1100 } } as Partial<CartLine>);
    expect(view([line]).lines[0]?.rowTotal).toBe(1100);
  });

  it('after a local quantity change, shows unit price incl. VAT × the new quantity until the server totals come', () => {
    const line = tank({ qty: 3, totals: { qty: 2, row_total_incl_tax: 1100 } } as Partial<CartLine>);
    expect(view([line]).lines[0]?.rowTotal).toBe(1707);
  });

  it('estimates the subtotal from the lines until the server sends its totals, then shows the server segments', () => {
    expect(view([tank()])).toMatchObject({ subtotal: 1138, shipping: null, grandTotal: null });
    const segments = [
      { code: 'subtotal_incl_tax', value: 1138 },
      { code: 'shipping', value: 0 },
      { code: 'grand_total', value: 1138 },
    ];
    expect(view([tank()], { segments })).toMatchObject({ subtotal: 1138, shipping: 0, grandTotal: 1138 });
  });

  it("shows a line's stock error in the shop's words", () => {
    const line = tank({ errors: { stock: 'Out of the stock!' } } as Partial<CartLine>);
    expect(view([line]).lines[0]?.warning).toBe('Rupture de stock');
  });

  it('keeps the lines the server has not confirmed pending while a sync runs, and none once it is done', () => {
    const confirmed = tank({ checksum: 'confirmed', server_item_id: 7, prev_qty: 2 } as Partial<CartLine>);
    const changed = tank({ checksum: 'changed', server_item_id: 8, prev_qty: 1 } as Partial<CartLine>);
    const fresh = tank({ checksum: 'fresh' });
    expect(view([confirmed, changed, fresh], { isSyncing: true }).pendingLineIds).toEqual(['changed', 'fresh']);
    expect(view([confirmed, changed, fresh]).pendingLineIds).toEqual([]);
  });

  it('only the variants of a configurable product can have their options edited (SPEC §2 "Cart")', () => {
    const simple = tank({ checksum: 'simple' });
    const variant = tank({ checksum: 'variant', sku: 'CS-EP-10-NOIR', parentSku: 'CS-EP-10' });
    const typed = tank({ checksum: 'typed', sku: 'CS-EP-10-SABLE', product_type: 'configurable' });
    const ownParent = tank({ checksum: 'own-parent', parentSku: 'CS-EP-5' });
    expect(view([simple, variant, typed, ownParent]).editableLineIds).toEqual(['variant', 'typed']);
  });

  it('shows the chosen options of a line it is given in words', () => {
    const variant = tank({ sku: 'CS-EP-10-SABLE', parentSku: 'CS-EP-10' });
    const optionsOf = (line: CartLine) => (line.parentSku ? ['Couleur : Sable'] : []);
    const lines = miniCartView({
      items: [variant, tank()],
      segments: [],
      isSyncing: false,
      translate: french,
      optionsOf,
    }).lines;
    expect(lines.map((line) => line.options)).toEqual([['Couleur : Sable'], undefined]);
  });
});
