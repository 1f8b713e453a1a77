import type { Product } from '@citerne/core-api/contract';
import { valve } from './cartCatalogue';

// Packshots drawn inline: the stories need no network and no binary asset.
function packshot(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 150" width="150" height="150">
    <rect width="150" height="150" fill="hsl(${hue} 30% 96%)"/>
    <ellipse cx="75" cy="100" rx="62" ry="20" fill="hsl(${hue} 20% 80%)"/>
    <path d="M15 92c0-36 27-48 60-48s60 12 60 48c0 15-27 24-60 24s-60-9-60-24z" fill="hsl(${hue} 55% 32%)"/>
    <text x="75" y="140" font-family="sans-serif" font-size="13" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${label}</text>
  </svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

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
    id: 10,
    sku: 'CS-10',
    name: 'Citerne souple eau de pluie 10 m³',
    type_id: 'configurable',
    url_key: 'citerne-souple-10m3',
    image: packshot(205, '10 m³'),
    price: 725,
    price_incl_tax: 870,
    stock: { is_in_stock: true, qty: 12, max_sale_qty: 5 },
    configurable_options: [
      {
        attribute_id: 93,
        attribute_code: 'color',
        label: 'Couleur',
        values: [
          { value_index: 49, label: 'Vert' },
          { value_index: 50, label: 'Noir' },
        ],
      },
    ],
    configurable_children: [
      {
        sku: 'CS-10-VERT',
        id: 11,
        price: 725,
        price_incl_tax: 870,
        color: 49,
        status: 1,
        image: packshot(140, '10 m³'),
        stock: { is_in_stock: true, qty: 6, max_sale_qty: 5 },
      },
      {
        sku: 'CS-10-NOIR',
        id: 12,
        price: 725,
        price_incl_tax: 870,
        color: 50,
        status: 1,
        image: packshot(220, '10 m³'),
        stock: { is_in_stock: true, qty: 6, max_sale_qty: 5 },
      },
    ],
  },
  tarpaulin: {
    ...listed,
    id: 20,
    sku: 'BA-46',
    name: 'Bâche de protection anti-UV 4 × 6 m',
    type_id: 'simple',
    url_key: 'bache-protection-4x6',
    image: packshot(35, 'Bâche'),
    price: 66,
    price_incl_tax: 79.2,
    stock: { is_in_stock: true, qty: 40, max_sale_qty: 10 },
  },
  // The valve of the package tests, with its shop name, page and packshot.
  valve: { ...valve, name: 'Vanne PVC 40 mm', url_key: 'vanne-pvc-40', image: packshot(0, 'Vanne') },
  connectionKit: {
    ...listed,
    id: 40,
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
