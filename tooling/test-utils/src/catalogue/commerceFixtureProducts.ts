import type { Product } from '@citerne/core-api/contract';
import { tankBundleOption } from './tankBundleOption';

const base = {
  status: 1,
  visibility: 4,
  tax_class_id: 2,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

/**
 * Products of the commerce tests, independent of the catalogue seed so every amount is known:
 * a configurable tank with two attributes, custom options and one disabled variant; two simple
 * accessories; a bundle of them; a virtual guide; a product with ten units for the concurrency tests.
 */
export const fixtureProducts = [
  {
    ...base,
    id: 990_100,
    sku: 'T-TANK',
    type_id: 'configurable',
    name: 'Citerne souple test',
    url_key: 't-tank',
    price: 1000,
    stock: { is_in_stock: true, qty: 100, manage_stock: true, max_sale_qty: 50 },
    configurable_options: [
      {
        attribute_id: 93,
        attribute_code: 'color',
        label: 'Couleur',
        values: [
          { value_index: 49, label: 'Vert' },
          { value_index: 50, label: 'Sable' },
        ],
      },
      {
        attribute_id: 144,
        attribute_code: 'size',
        label: 'Capacité',
        values: [
          { value_index: 167, label: '10 m³' },
          { value_index: 168, label: '20 m³' },
        ],
      },
    ],
    configurable_children: [
      {
        sku: 'T-TANK-V10',
        id: 990_101,
        price: 1000,
        color: 49,
        size: 167,
        status: 1,
        stock: { is_in_stock: true, qty: 5 },
      },
      {
        sku: 'T-TANK-S10',
        id: 990_102,
        price: 1000,
        color: 50,
        size: 167,
        status: 1,
        stock: { is_in_stock: true, qty: 5 },
      },
      {
        sku: 'T-TANK-V20',
        id: 990_103,
        price: 1500,
        special_price: 1400,
        custom_attributes: [
          { attribute_code: 'color', value: '49' },
          { attribute_code: 'size', value: '168' },
        ],
        status: 1,
        stock: { is_in_stock: true, qty: 5 },
      },
      {
        sku: 'T-TANK-S20',
        id: 990_104,
        price: 1500,
        color: 50,
        size: 168,
        status: 2,
        stock: { is_in_stock: true, qty: 5 },
      },
    ],
    custom_options: [
      {
        option_id: 1,
        title: 'Kit de raccordement',
        type: 'drop_down',
        is_require: false,
        values: [
          { option_type_id: 11, title: 'Sans', price: 0, price_type: 'fixed' },
          { option_type_id: 12, title: 'Vanne 50 mm', price: 50, price_type: 'fixed' },
        ],
      },
      {
        option_id: 2,
        title: 'Protection',
        type: 'checkbox',
        is_require: false,
        values: [
          { option_type_id: 21, title: 'Anti-UV', price: 10, price_type: 'percent' },
          { option_type_id: 22, title: 'Géotextile', price: 20, price_type: 'fixed' },
        ],
      },
      {
        option_id: 3,
        title: 'Gravure',
        type: 'field',
        is_require: false,
        price: 15,
        price_type: 'fixed',
        max_characters: 20,
      },
    ],
  },
  {
    ...base,
    id: 990_200,
    sku: 'T-VALVE',
    type_id: 'simple',
    name: 'Vanne test',
    url_key: 't-valve',
    price: 40,
    stock: { is_in_stock: true, qty: 1000 },
  },
  {
    ...base,
    id: 990_201,
    sku: 'T-PIPE',
    type_id: 'simple',
    name: 'Tuyau test',
    url_key: 't-pipe',
    price: 12.5,
    stock: { is_in_stock: true, qty: 1000 },
  },
  {
    ...base,
    id: 990_300,
    sku: 'T-KIT',
    type_id: 'bundle',
    name: 'Kit test',
    url_key: 't-kit',
    price: 0,
    bundle_options: [
      tankBundleOption('T-TANK-V10', 'T-TANK-S10'),
      {
        option_id: 2,
        title: 'Vannes',
        required: false,
        type: 'select',
        product_links: [{ id: '1', sku: 'T-VALVE', qty: 1, is_default: true, can_change_quantity: 1 }],
      },
    ],
  },
  {
    ...base,
    id: 990_400,
    sku: 'T-GUIDE',
    type_id: 'virtual',
    name: 'Guide test',
    url_key: 't-guide',
    price: 10,
    stock: { is_in_stock: true, qty: 0, manage_stock: false },
  },
  {
    ...base,
    id: 990_500,
    sku: 'T-LAST10',
    type_id: 'simple',
    name: 'Dix unités',
    url_key: 't-last10',
    price: 100,
    stock: { is_in_stock: true, qty: 10 },
  },
  { ...base, id: 990_600, sku: 'T-GROUP', type_id: 'grouped', name: 'Lot test', url_key: 't-group', price: 0 },
  { ...base, id: 990_700, sku: 'T-OFF', type_id: 'simple', name: 'Désactivé', url_key: 't-off', price: 5, status: 2 },
] as const satisfies readonly Product[];
