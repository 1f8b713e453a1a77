import type { Product } from '@citerne/core-api/contract';
import { valve } from './cartCatalogue';
import { colourVariants } from './colourVariants';
import { packshot } from './packshot';

// Both colours of the story tank: same prices and stock.
const child = { id: 611, price: 725, price_incl_tax: 870, stock: { is_in_stock: true, qty: 6, max_sale_qty: 5 } };

const listed = { status: 1, visibility: 4 } as const;

/**
 * The products the cart stories sell (French names, prices incl. 20 % VAT chosen so the excl.-tax
 * prices are whole cents): a configurable soft tank with two colours, a tarpaulin, a valve and a
 * connection kit.
 * @example
 * await cartSync.addToCart({ ...storyCatalogue.tank, selectedVariant: storyCatalogue.tank.configurable_children?.[0] });
 */
export const storyCatalogue = {
  tank: {
    ...listed,
    id: 610,
    sku: 'CS-10',
    name: 'Citerne souple eau de pluie 10 m³',
    type_id: 'configurable',
    url_key: 'citerne-souple-10m3',
    image: packshot(205, '10 m³'),
    price: 725,
    price_incl_tax: 870,
    stock: { is_in_stock: true, qty: 12, max_sale_qty: 5 },
    ...colourVariants('CS-10', [
      { label: 'Vert', ...child, image: packshot(140, '10 m³') },
      { label: 'Noir', ...child, id: 612, image: packshot(220, '10 m³') },
    ]),
  },
  tarpaulin: {
    ...listed,
    id: 620,
    sku: 'BA-46',
    name: 'Bâche de protection anti-UV 4 × 6 m',
    type_id: 'simple',
    url_key: 'bache-protection-4x6',
    image: packshot(35, 'Bâche'),
    price: 66,
    price_incl_tax: 79.2,
    stock: { is_in_stock: true, qty: 40, max_sale_qty: 10 },
  },
  // The valve of the package tests.
  valve,
  connectionKit: {
    ...listed,
    id: 640,
    sku: 'KR-50',
    name: 'Kit de raccordement 50 mm',
    type_id: 'simple',
    url_key: 'kit-raccordement-50',
    image: packshot(280, 'Kit'),
    price: 41,
    price_incl_tax: 49.2,
    stock: { is_in_stock: true, qty: 30, max_sale_qty: 10 },
  },
} satisfies Record<string, Product>;
