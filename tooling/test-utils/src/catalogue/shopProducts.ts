import type { Product } from '@citerne/core-api/contract';
import { fromCents } from '@citerne/pricing';

const listed = { status: 1, visibility: 4, type_id: 'simple' } as const;

/**
 * What the fake shop of the API client tests sells (`createFakeShop`): a tank in stock (`CIT-10M3`, 5 left), one out
 * of stock (`CIT-20M3`), a valve whose stock is not managed (`VANNE`) and forty accessories (`SKU-1`…`SKU-40`, 0 to
 * 2 left) for the paging and search calls.
 * @example
 * shopProducts.find((product) => product.sku === 'CIT-10M3')?.stock?.qty; // 5
 */
export const shopProducts: readonly Product[] = [
  {
    ...listed,
    id: 1,
    sku: 'CIT-10M3',
    name: 'Citerne souple 10 m³',
    price: 990,
    price_incl_tax: 1188,
    stock: { is_in_stock: true, qty: 5, manage_stock: true },
  },
  {
    ...listed,
    id: 2,
    sku: 'CIT-20M3',
    name: 'Citerne souple 20 m³',
    price: 1490,
    price_incl_tax: 1788,
    stock: { is_in_stock: false, qty: 0, manage_stock: true },
  },
  {
    ...listed,
    id: 3,
    sku: 'VANNE',
    name: 'Vanne laiton',
    price: 35,
    price_incl_tax: 42,
    stock: { is_in_stock: true, qty: 0, manage_stock: false },
  },
  ...Array.from(
    { length: 40 },
    (_, index): Product => ({
      ...listed,
      id: 100 + index,
      sku: `SKU-${index + 1}`,
      name: `Accessoire ${index + 1}`,
      price: 10 + index,
      price_incl_tax: fromCents((10 + index) * 120),
      stock: { is_in_stock: index % 3 > 0, qty: index % 3, manage_stock: true },
    }),
  ),
];
