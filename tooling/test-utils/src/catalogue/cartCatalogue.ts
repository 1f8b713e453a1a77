import type { Product } from '@citerne/core-api/contract';
import { colourVariants } from './colourVariants';
import { packshot } from './packshot';
import { tankBundleOption } from './tankBundleOption';

const base = { status: 1, visibility: 4 } as const;

/** A valve: a simple product, at most 20 per line (the stories sell it too, with its page and packshot). */
export const valve: Product = {
  ...base,
  id: 501,
  sku: 'VA-PVC-40',
  name: 'Vanne PVC 40',
  type_id: 'simple',
  price: 20.75,
  price_incl_tax: 24.9,
  url_key: 'vanne-pvc-40',
  image: packshot(0, 'Vanne'),
  stock: { is_in_stock: true, qty: 30, max_sale_qty: 20 },
};

/** A connector: a simple product. */
export const connector: Product = {
  ...base,
  id: 502,
  sku: 'RA-CAN-50',
  name: 'Raccord cannelé 50',
  type_id: 'simple',
  price: 10.75,
  price_incl_tax: 12.9,
};

/** A soft tank with two colours: a configurable product. */
export const tank: Product = {
  ...base,
  id: 510,
  sku: 'CS-EP-1',
  name: 'Citerne souple 1 m³',
  type_id: 'configurable',
  price: 240.83,
  price_incl_tax: 289,
  ...colourVariants('CS-EP-1', [
    { label: 'Vert', id: 511, price: 240.83, price_incl_tax: 289, stock: { is_in_stock: true, qty: 5 } },
    { label: 'Noir', id: 512, price: 230, price_incl_tax: 276, stock: { is_in_stock: true, qty: 5 } },
  ]),
};

/** A made-to-measure tarpaulin: a simple product whose custom options make distinct lines. */
export const tarpaulin: Product = {
  ...base,
  id: 520,
  sku: 'BA-SUR-MESURE',
  name: 'Bâche sur mesure',
  type_id: 'simple',
  price: 100,
  price_incl_tax: 120,
  custom_options: [
    { option_id: 11, title: 'Largeur', type: 'field', is_require: true, price: 0, price_type: 'fixed' },
    {
      option_id: 15,
      title: 'Œillets',
      type: 'checkbox',
      is_require: false,
      values: [
        { option_type_id: 21, title: 'Coins', price: 5, price_type: 'fixed' },
        { option_type_id: 22, title: 'Tous les mètres', price: 12, price_type: 'fixed' },
      ],
    },
  ],
};

/** An installation service: a virtual product. */
export const installation: Product = {
  ...base,
  id: 530,
  sku: 'SV-INSTALL-50',
  name: 'Installation',
  type_id: 'virtual',
  price: 325,
  price_incl_tax: 390,
  stock: { is_in_stock: true, qty: 0, max_sale_qty: 10 },
};

/** A technical sheet: a downloadable product at price 0. */
export const sheet: Product = {
  ...base,
  id: 531,
  sku: 'DOC-FT-EP',
  name: 'Fiche technique',
  type_id: 'downloadable',
  price: 0,
  price_incl_tax: 0,
};

/** A pack: a bundle of a tank and a connection kit. */
export const pack: Product = {
  ...base,
  id: 540,
  sku: 'PACK-CS-EP-1',
  name: 'Pack citerne',
  type_id: 'bundle',
  price: 300,
  price_incl_tax: 360,
  bundle_options: [
    tankBundleOption('CS-EP-1-VERT', 'CS-EP-1-NOIR'),
    {
      option_id: 2,
      title: 'Kit',
      required: true,
      type: 'radio',
      product_links: [{ id: '3', sku: 'RA-CAN-50', qty: 2, is_default: false }],
    },
  ],
};

/** A kit: a grouped product of a valve and two connectors. */
export const kit: Product = {
  ...base,
  id: 550,
  sku: 'GR-RACC-50',
  name: 'Kit de raccordement',
  type_id: 'grouped',
  product_links: [
    {
      sku: 'GR-RACC-50',
      link_type: 'associated',
      linked_product_sku: 'VA-PVC-40',
      linked_product_type: 'simple',
      qty: 1,
      product: valve,
    } as never,
    {
      sku: 'GR-RACC-50',
      link_type: 'associated',
      linked_product_sku: 'RA-CAN-50',
      linked_product_type: 'simple',
      qty: 2,
    },
  ],
};

/** Products only the server side adds in the tests (another device of the shopper). */
export const pipe: Product = {
  ...base,
  id: 560,
  sku: 'TU-PE-32',
  name: 'Tuyau PE 32',
  type_id: 'simple',
  price: 30,
  price_incl_tax: 36,
};
export const pump: Product = {
  ...base,
  id: 561,
  sku: 'PO-SURF-800',
  name: 'Pompe de surface',
  type_id: 'simple',
  price: 157.5,
  price_incl_tax: 189,
};

/** Every product above: what the fake cart server of the package's tests sells. */
export const cartProducts: readonly Product[] = [
  valve,
  connector,
  tank,
  tarpaulin,
  installation,
  sheet,
  pack,
  kit,
  pipe,
  pump,
];
