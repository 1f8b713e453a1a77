import { bundleDefaultSelections } from '@citerne/pricing';
import { kit, pack, tank, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { parseCartConfig } from '../config/parseCartConfig';
import { cartLineChecksum } from '../item/cartLineChecksum';
import { prepareCartItems } from './prepareCartItems';

const config = parseCartConfig();

describe('preparing products for the cart (SPEC §5)', () => {
  it('a simple product becomes one line with its quantity and checksum', () => {
    const { lines, refused } = prepareCartItems([{ ...valve, qty: 2 }], { config });
    expect(refused).toEqual([]);
    expect(lines).toEqual([
      expect.objectContaining({
        sku: 'VA-PVC-40',
        qty: 2,
        price_incl_tax: 24.9,
        maxQuantity: 20,
        checksum: cartLineChecksum({ sku: 'VA-PVC-40' }),
      }),
    ]);
  });

  it('a grouped product becomes its associated products', () => {
    const { lines } = prepareCartItems([kit], { config });
    expect(lines.map((line) => [line.sku, line.qty])).toEqual([
      ['VA-PVC-40', 1],
      ['RA-CAN-50', 2],
    ]);
  });

  it('a grouped product without links is refused', () => {
    const { lines, refused } = prepareCartItems([{ ...kit, product_links: [] }], { config });
    expect(lines).toEqual([]);
    expect(refused).toEqual([{ sku: 'GR-RACC-50', messages: [{ code: 'groupedWithoutLinks' }] }]);
  });

  it('a configurable product becomes its chosen variant, with the parent sku and attribute choices', () => {
    const chosen = {
      ...tank,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 50 }] } },
    };
    const [line] = prepareCartItems([chosen], { config }).lines;
    expect(line).toMatchObject({
      sku: 'CS-EP-1-NOIR',
      parentSku: 'CS-EP-1',
      price_incl_tax: 276,
      product_option: {
        extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '50' }] },
      },
    });
  });

  it('a configurable product named by its variant sku becomes that variant', () => {
    const [line] = prepareCartItems([{ ...tank, sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1' }], { config }).lines;
    expect(line).toMatchObject({ sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1' });
  });

  it('a configurable product without a variant chosen raises "No available product variants"', () => {
    expect(prepareCartItems([tank], { config }).refused).toEqual([
      { sku: 'CS-EP-1', messages: [{ code: 'noVariants' }] },
    ]);
    const impossible = {
      ...tank,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 51 }] } },
    };
    expect(prepareCartItems([impossible], { config }).refused[0]?.messages).toEqual([{ code: 'noVariants' }]);
  });

  it('a bundle without choices takes each option’s default link (flagged default, otherwise the first)', () => {
    const [line] = prepareCartItems([pack], { config }).lines;
    expect(line?.product_option?.extension_attributes?.bundle_options).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [1] },
      { option_id: 2, option_qty: 2, option_selections: [3] },
    ]);
  });

  it('a bundle’s default selections are pricing’s (bundleDefaultSelections): a default quantity of 0 counts as 1, as in Magento', () => {
    const options = [
      { ...pack.bundle_options?.[0], product_links: [{ id: '1', sku: 'CS-EP-1-VERT', qty: 0, is_default: true }] },
      { option_id: 3, title: 'Vide', product_links: [] },
    ];
    const [line] = prepareCartItems([{ ...pack, bundle_options: options as never }], { config }).lines;
    expect(line?.product_option?.extension_attributes?.bundle_options).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [1] },
    ]);
    expect(bundleDefaultSelections(options as never).map((selection) => selection.qty)).toEqual([1]);
  });

  it('a bundle whose default link has a negative quantity is refused with a message naming the link', () => {
    const options = [
      { option_id: 1, title: 'Citerne', product_links: [{ id: '1', sku: 'CS-EP-1-VERT', qty: -2, is_default: true }] },
    ];
    expect(prepareCartItems([{ ...pack, bundle_options: options }], { config })).toEqual({
      lines: [],
      refused: [
        {
          sku: 'PACK-CS-EP-1',
          messages: [
            {
              code: 'productError',
              params: { text: 'bundle_options[0].product_links[0].qty must not be negative (got -2)' },
            },
          ],
        },
      ],
    });
  });

  it('a bundle option without product_links selects nothing instead of throwing', () => {
    const options = [{ option_id: 3, title: 'Vide' }, ...(pack.bundle_options ?? [])];
    const [line] = prepareCartItems([{ ...pack, bundle_options: options as never }], { config }).lines;
    expect(line?.product_option?.extension_attributes?.bundle_options).toHaveLength(2);
  });

  it('a product without sku is refused with a clear message instead of throwing', () => {
    expect(prepareCartItems([{ ...valve, sku: undefined as never }], { config })).toEqual({
      lines: [],
      refused: [{ sku: '', messages: [{ code: 'productWithoutSku' }] }],
    });
  });

  it('a grouped product whose link names no product is refused with "Product link not found" instead of throwing', () => {
    const broken = { sku: 'GR-RACC-50', link_type: 'associated', qty: 1 } as never;
    expect(prepareCartItems([{ ...kit, product_links: [broken] }], { config }).refused).toEqual([
      { sku: 'GR-RACC-50', messages: [{ code: 'productLinkNotFound' }] },
    ]);
  });

  it('a linked product whose type neither it nor its link names is refused, naming it, instead of throwing', () => {
    const { type_id: _none, sku: _sku, ...untyped } = valve;
    const link = {
      sku: 'GR-RACC-50',
      link_type: 'associated',
      linked_product_sku: 'VA-PVC-40',
      qty: 1,
      product: untyped,
    };
    expect(prepareCartItems([{ ...kit, product_links: [link as never] }], { config })).toEqual({
      lines: [],
      refused: [{ sku: 'VA-PVC-40', messages: [{ code: 'productWithoutType', params: { sku: 'VA-PVC-40' } }] }],
    });
  });

  it('a product with a negative price is refused and nothing of it is added', () => {
    const { lines, refused } = prepareCartItems(
      [
        { ...valve, price_incl_tax: -1 },
        { ...valve, sku: 'OTHER' },
      ],
      { config },
    );
    expect(lines.map((line) => line.sku)).toEqual(['OTHER']);
    expect(refused[0]?.messages).toEqual([{ code: 'priceUnknown' }]);
  });

  it('product validation errors block the add', () => {
    const { lines, refused } = prepareCartItems([valve], { config, validators: [() => ['Diamètre à choisir.']] });
    expect(lines).toEqual([]);
    expect(refused).toEqual([
      { sku: 'VA-PVC-40', messages: [{ code: 'productError', params: { text: 'Diamètre à choisir.' } }] },
    ]);
  });

  it('a quantity above the product’s maximum is refused with "Only {maxQuantity} of this type available"', () => {
    expect(prepareCartItems([{ ...valve, qty: 21 }], { config }).refused).toEqual([
      { sku: 'VA-PVC-40', messages: [{ code: 'onlyAvailable', params: { maxQuantity: 20 } }] },
    ]);
  });
});
