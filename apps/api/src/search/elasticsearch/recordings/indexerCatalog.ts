import type { CatalogDocuments } from '../../CatalogDocuments';
import type { CatalogSource } from '../CatalogSource';

// The smallest catalogue that shows every kind of document the indexer writes: a configurable tank with one
// child, a valve, their category, one filterable attribute, the French VAT rule, a CMS page and a block.

const tank = {
  id: 1,
  sku: 'CS-EP-1',
  name: 'Citerne souple eau de pluie 1 m³',
  type_id: 'configurable',
  status: 1,
  visibility: 4,
  url_key: 'citerne-souple-eau-de-pluie-1-m3',
  url_path: 'citernes-souples/eau-de-pluie/citerne-souple-eau-de-pluie-1-m3',
  price: 200,
  tax_class_id: 2,
  category_ids: [11],
  category: [{ category_id: 11, name: 'Eau de pluie', position: 1 }],
  configurable_children: [{ sku: 'CS-EP-1-VERT', color: 49, price: 200, status: 1 }],
  stock: { is_in_stock: true, qty: 0 },
  created_at: '2025-01-10T09:00:00.000Z',
};
const green = {
  id: 2,
  sku: 'CS-EP-1-VERT',
  name: 'Citerne souple eau de pluie 1 m³ vert',
  type_id: 'simple',
  status: 1,
  visibility: 1,
  price: 200,
  tax_class_id: 2,
  color: 49,
  category_ids: [11],
  stock: { is_in_stock: true, qty: 4 },
  created_at: '2025-01-10T09:00:00.000Z',
};
const valve = {
  id: 3,
  sku: 'VA-PVC-40',
  name: 'Vanne ¼ de tour PVC DN40',
  type_id: 'simple',
  status: 1,
  visibility: 4,
  url_key: 'vanne-1-4-de-tour-pvc-dn40',
  url_path: 'accessoires/vannes/vanne-1-4-de-tour-pvc-dn40',
  price: 20.75,
  tax_class_id: 2,
  category_ids: [41],
  category: [{ category_id: 41, name: 'Vannes', position: 3 }],
  stock: { is_in_stock: true, qty: 30 },
  created_at: '2025-01-10T09:00:00.000Z',
};

/** The catalogue of the indexer's tests. */
export const indexerDocuments: CatalogDocuments = {
  products: [tank, green, valve],
  categories: [
    { id: 11, name: 'Eau de pluie', url_path: 'citernes-souples/eau-de-pluie', is_active: true, position: 1, level: 3 },
  ],
  attributes: [
    {
      attribute_id: 93,
      attribute_code: 'color',
      frontend_label: 'Couleur',
      is_filterable: true,
      options: [{ value: '49', label: 'Vert' }],
    },
  ],
  taxRules: [
    {
      id: 1,
      code: 'TVA taux normal',
      priority: 0,
      product_tax_class_ids: [2],
      customer_tax_class_ids: [3],
      rates: [
        { id: 1, code: 'FR-20', rate: 20, tax_country_id: 'FR', region_name: '*', tax_region_id: 0, tax_postcode: '*' },
      ],
    },
  ],
  cmsPages: [
    {
      id: 2,
      identifier: 'conditions-generales-de-vente',
      title: 'Conditions générales de vente',
      content: '<p>Article 1</p>',
      active: true,
    },
  ],
  cmsBlocks: [{ id: 5, identifier: 'promotions', title: 'Promotions', content: '<p>-10 %</p>', active: false }],
  cmsHierarchy: [],
  reviews: [],
};

/** The catalogue above as the indexer reads it (whole, or some products with all the rest). */
export const indexerCatalog: CatalogSource = {
  all: async () => indexerDocuments,
  products: async (skus) => ({
    ...indexerDocuments,
    products: indexerDocuments.products.filter(
      (doc) => skus.includes(String(doc.sku)) || (skus.includes('CS-EP-1') && doc.sku === 'CS-EP-1-VERT'),
    ),
    cmsPages: [],
    cmsBlocks: [],
  }),
};
