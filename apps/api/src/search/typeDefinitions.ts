import type { CatalogSearchConfig, EntityType } from '@citerne/catalog-search';
import type { IndexedDocument, TypeDefinition } from './TypeDefinition';

const text = (field: string) => (entry: IndexedDocument) => {
  const value = entry.doc[field];
  return typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ') : '';
};

function productPosition(entry: IndexedDocument): number | undefined {
  const own = entry.doc.position;
  if (typeof own === 'number') return own;
  const positions = (Array.isArray(entry.doc.category) ? entry.doc.category : [])
    .map((c: { position?: unknown }) => c.position)
    .filter((p): p is number => typeof p === 'number');
  return positions.length > 0 ? Math.min(...positions) : undefined;
}

function categoryNames(entry: IndexedDocument): string {
  const categories = Array.isArray(entry.doc.category) ? entry.doc.category : [];
  return categories.map((c: { name?: unknown }) => (typeof c.name === 'string' ? c.name : '')).join(' ');
}

/**
 * How each entity type is indexed: its full-text fields and boosts (SPEC §9 "boosts name 4, sku 2, category name
 * 1"), the fields a query may filter on, and its default sort.
 */
export function typeDefinitions(config: CatalogSearchConfig): Record<EntityType, TypeDefinition> {
  const boost = (field: string, fallback: number) => config.search.boosts[field] ?? fallback;
  return {
    product: {
      type: 'product',
      textFields: [
        { name: 'name', boost: boost('name', 4), read: text('name') },
        { name: 'sku', boost: boost('sku', 2), read: text('sku'), analyzer: 'sku' },
        { name: 'category_name', boost: boost('category.name', 1), read: categoryNames },
      ],
      filterFields: [
        'id',
        'sku',
        'parentSku',
        'parentId',
        'type_id',
        'status',
        'visibility',
        'category_ids',
        'category.category_id',
        'url_key',
        'url_path',
        'slug',
        'stock.is_in_stock',
        'stock.qty',
        'price',
        'configurable_children.sku',
        'tax_class_id',
        'made_to_measure',
        'new',
        'sale',
      ],
      aliases: { price: 'price_incl_tax' },
      computed: { position: productPosition },
      defaultSort: config.defaultSort,
    },
    category: {
      type: 'category',
      textFields: [{ name: 'name', boost: 4, read: text('name') }],
      filterFields: [
        'id',
        'parent_id',
        'parent_ids',
        'level',
        'is_active',
        'url_key',
        'url_path',
        'slug',
        'path',
        'include_in_menu',
        'product_count',
        'children_count',
      ],
      defaultSort: { field: 'position', order: 'asc' },
    },
    attribute: {
      type: 'attribute',
      textFields: [
        { name: 'frontend_label', boost: 2, read: text('frontend_label') },
        { name: 'attribute_code', boost: 1, read: text('attribute_code') },
      ],
      filterFields: [
        'attribute_id',
        'attribute_code',
        'frontend_input',
        'is_filterable',
        'is_user_defined',
        'is_visible',
        'is_visible_on_front',
        'is_comparable',
      ],
      defaultSort: { field: 'position', order: 'asc' },
    },
    cms_page: {
      type: 'cms_page',
      textFields: [
        { name: 'title', boost: 4, read: text('title') },
        { name: 'content', boost: 1, read: text('content') },
      ],
      filterFields: ['id', 'identifier', 'store_id', 'active'],
      defaultSort: { field: 'sort_order', order: 'asc' },
    },
    cms_block: {
      type: 'cms_block',
      textFields: [
        { name: 'title', boost: 2, read: text('title') },
        { name: 'content', boost: 1, read: text('content') },
      ],
      filterFields: ['id', 'identifier', 'active'],
      defaultSort: { field: 'id', order: 'asc' },
    },
    cms_hierarchy: {
      type: 'cms_hierarchy',
      textFields: [],
      filterFields: ['id', 'node_id', 'identifier', 'parent_node_id', 'level', 'page_id', 'request_url'],
      defaultSort: { field: 'sort_order', order: 'asc' },
    },
    review: {
      type: 'review',
      textFields: [],
      filterFields: ['id', 'product_id', 'sku', 'rating', 'review_status', 'customer_id'],
      defaultSort: { field: 'created_at', order: 'desc' },
    },
    taxrule: {
      type: 'taxrule',
      textFields: [],
      filterFields: ['id', 'code', 'product_tax_class_ids', 'customer_tax_class_ids', 'rates.tax_country_id'],
      defaultSort: { field: 'id', order: 'asc' },
    },
  };
}
