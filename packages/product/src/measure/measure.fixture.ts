import type { CustomOption, ProductMeasure } from '@citerne/core-api/contract';

/** The seed's made-to-measure tank, reduced to what the measure rules read. */
export const tankOptions: CustomOption[] = [
  {
    option_id: 1,
    title: 'Longueur disponible (m)',
    type: 'field',
    is_require: true,
    max_characters: 6,
    price: 0,
    price_type: 'fixed',
  },
  {
    option_id: 2,
    title: 'Largeur disponible (m)',
    type: 'field',
    is_require: true,
    max_characters: 6,
    price: 0,
    price_type: 'fixed',
  },
  {
    option_id: 3,
    title: 'Usage',
    type: 'drop_down',
    is_require: true,
    values: [
      { option_type_id: 1, title: 'Eau de pluie', price: 0, price_type: 'fixed' },
      { option_type_id: 2, title: 'Eau potable (toile ACS)', price: 35, price_type: 'percent' },
      { option_type_id: 4, title: 'Effluents', price: 25, price_type: 'percent' },
    ],
  },
  {
    option_id: 4,
    title: 'Couleur',
    type: 'radio',
    is_require: true,
    values: [
      { option_type_id: 5, title: 'Vert', price: 0, price_type: 'fixed' },
      { option_type_id: 7, title: 'Sable', price: 0, price_type: 'fixed' },
    ],
  },
  {
    option_id: 9,
    title: 'Précisions',
    type: 'area',
    is_require: false,
    max_characters: 1000,
    price: 0,
    price_type: 'fixed',
  },
];

export const tankMeasure: ProductMeasure = {
  shape: 'tank',
  unit: 'm',
  height: 1.2,
  dimensions: [
    { option_id: 1, min: 2, max: 25 },
    { option_id: 2, min: 1.5, max: 15 },
  ],
  quantity: { min: 4, max: 400 },
  price_per_unit: 28,
  exclusions: [{ values: [2], above: 100 }, { values: [4, 7] }],
};

export const sheetMeasure: ProductMeasure = {
  shape: 'sheet',
  unit: 'cm',
  dimensions: [
    { option_id: 11, min: 100, max: 2000 },
    { option_id: 12, min: 100, max: 1000 },
  ],
  quantity: { min: 1, max: 150 },
  price_per_unit: 11,
  included: 10,
  exclusions: [],
};
