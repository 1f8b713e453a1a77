import { fromCents, toCents } from '@citerne/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../item/CartLineSchema';
import type { CartMessage } from '../notification/CartMessage';
import { cartMessageSource } from '../notification/cartMessageSource';
import { selectMiniCartView } from './selectMiniCartView';

const tank = (fields: Partial<CartLine> = {}): CartLine => ({
  sku: 'CS-EP-5',
  name: 'Citerne souple eau de pluie 5 m³',
  checksum: 'tank',
  qty: 2,
  price_incl_tax: 569,
  url_key: 'citerne-souple-eau-de-pluie-5-m3',
  ...fields,
});
const french = (message: CartMessage) =>
  message.code === 'outOfTheStock' ? 'Rupture de stock' : cartMessageSource(message);
const view = (items: CartLine[], extra: { isSyncing?: boolean; segments?: { code: string; value: number }[] } = {}) =>
  selectMiniCartView({ items, segments: extra.segments ?? [], isSyncing: extra.isSyncing ?? false, translate: french });

describe('selectMiniCartView: the mini-cart view of the cart', () => {
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
    const line = tank({ errors: { stock: 'outOfTheStock' } } as Partial<CartLine>);
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
    const lines = selectMiniCartView({
      items: [variant, tank()],
      segments: [],
      isSyncing: false,
      translate: french,
      optionsOf,
    }).lines;
    expect(lines.map((line) => line.options)).toEqual([['Couleur : Sable'], undefined]);
  });

  it('multiplies the unit price in whole cents: 3 × 0.10 € is 0.30 €, not 0.30000000000000004', () => {
    expect(view([tank({ qty: 3, price_incl_tax: 0.1 })]).lines[0]?.rowTotal).toBe(0.3);
    expect(
      view([tank({ qty: 3, price_incl_tax: 0.1 }), tank({ checksum: 'b', qty: 7, price_incl_tax: 0.1 })]).subtotal,
    ).toBe(1);
  });

  it('reads a half-cent unit price half-up on its decimal value (1.005 € is 1.01 €, where Math.round gave 1.00 €)', () => {
    expect(view([tank({ qty: 1, price_incl_tax: 1.005 })]).lines[0]?.rowTotal).toBe(1.01);
  });

  it('says when the subtotal is an estimate from the lines rather than the server segment', () => {
    expect(view([tank()]).subtotalIsEstimate).toBe(true);
    expect(view([tank()], { segments: [{ code: 'subtotal_incl_tax', value: 1138 }] }).subtotalIsEstimate).toBe(false);
    expect(view([])).toMatchObject({ subtotal: 0, subtotalIsEstimate: true, lines: [] });
  });

  it('names the product page a line links to: the parent of a variant, with the variant to preselect', () => {
    const [simple, variant] = view([
      tank({ thumbnail: 'small.jpg' }),
      tank({
        checksum: 'variant',
        sku: 'CS-EP-10-NOIR',
        parentSku: 'CS-EP-10',
        url_key: null,
        slug: 'cs-ep-10',
        image: 'noir.jpg',
      }),
    ]).lines;
    expect(simple).toMatchObject({
      productSku: 'CS-EP-5',
      urlKey: 'citerne-souple-eau-de-pluie-5-m3',
      image: 'small.jpg',
    });
    expect(simple).not.toHaveProperty('variantSku');
    expect(variant).toMatchObject({
      productSku: 'CS-EP-10',
      variantSku: 'CS-EP-10-NOIR',
      urlKey: 'cs-ep-10',
      image: 'noir.jpg',
    });
  });

  it('shows the cart texts in English without a translation, a server’s note as it is', () => {
    const server = tank({ checksum: 'b', errors: { stock: 'Rupture fournisseur' } } as Partial<CartLine>);
    expect(selectMiniCartView({ items: [server], segments: [], isSyncing: false }).lines[0]?.warning).toBe(
      'Rupture fournisseur',
    );
    const line = tank({ errors: { stock: 'outOfTheStock' } } as Partial<CartLine>);
    expect(selectMiniCartView({ items: [line], segments: [], isSyncing: false }).lines[0]?.warning).toBe(
      'Out of the stock!',
    );
  });

  it('row totals and the estimated subtotal are whole cents, never negative, and the subtotal is their sum', () => {
    const line = fc.record({
      qty: fc.integer({ min: 1, max: 50 }),
      unitCents: fc.integer({ min: 0, max: 5_000_000 }),
      serverQty: fc.option(fc.integer({ min: 1, max: 50 })),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (specs) => {
        const items = specs.map((spec, index) =>
          tank({
            checksum: `line-${index}`,
            qty: spec.qty,
            price_incl_tax: spec.unitCents / 100,
            ...(spec.serverQty === null
              ? {}
              : { totals: { qty: spec.serverQty, row_total_incl_tax: (spec.unitCents * spec.serverQty) / 100 } }),
          } as Partial<CartLine>),
        );
        const result = view(items);
        let sum = 0;
        result.lines.forEach((entry, index) => {
          expect(entry.rowTotal).toBeGreaterThanOrEqual(0);
          expect(fromCents(toCents(entry.rowTotal))).toBe(entry.rowTotal);
          // Always this line's unit price × its quantity: the server's total when it was for this quantity.
          expect(toCents(entry.rowTotal)).toBe((specs[index]?.unitCents ?? 0) * entry.quantity);
          sum += toCents(entry.rowTotal);
        });
        expect(toCents(result.subtotal)).toBe(sum);
      }),
      { numRuns: 200 },
    );
  });
});
