import type { TaxRule } from './TaxRule.js';

/** Product tax classes of the fixtures: 2 standard goods (20 %), 5 reduced-rate goods (5.5 %). */
export const STANDARD_GOODS = 2;
export const REDUCED_GOODS = 5;

/** Customer groups of the fixtures: 0 not logged in, 1 general, 2 wholesale (exempt of French VAT in these rules). */
export const frenchTaxRules: readonly TaxRule[] = [
  {
    id: 1,
    product_tax_class_ids: [STANDARD_GOODS],
    customer_tax_class_ids: [0, 1],
    rates: [
      { rate: 8.5, tax_country_id: 'FR', region_name: 'Guadeloupe', tax_region_id: 971 },
      { rate: 20, tax_country_id: 'FR', region_name: '', tax_region_id: 0 },
      { rate: 19, tax_country_id: 'DE', tax_region_id: 0 },
    ],
  },
  {
    id: 2,
    product_tax_class_ids: [REDUCED_GOODS],
    customer_tax_class_ids: [0, 1],
    rates: [{ rate: 5.5, tax_country_id: 'FR', tax_region_id: 0 }],
  },
  {
    id: 3,
    product_tax_class_ids: [STANDARD_GOODS, REDUCED_GOODS],
    customer_tax_class_ids: [2],
    rates: [{ rate: 0, tax_country_id: 'FR', tax_region_id: 0 }],
  },
];
