import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CommerceTables } from '../commerce/commerceTables';
import type { WithdrawalTables } from '../withdrawal/withdrawalTables';

/** A catalogue document as stored: the SPEC §3 entity as JSON, with indexed columns beside it. */
export type Document<T extends object = Record<string, unknown>> = JSONColumnType<T, string, string>;

export interface CategoryTable {
  id: number;
  parent_id: number;
  name: string;
  url_key: string;
  url_path: string;
  level: number;
  position: number;
  is_active: boolean;
  doc: Document;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface ProductTable {
  id: number;
  sku: string;
  parent_sku: string | null;
  type_id: string;
  name: string;
  url_key: string;
  url_path: string | null;
  status: number;
  visibility: number;
  doc: Document;
  created_at: ColumnType<Date, string | undefined, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface AttributeTable {
  attribute_id: number;
  attribute_code: string;
  doc: Document;
}

export interface TaxRuleTable {
  id: number;
  doc: Document;
}

export interface CmsPageTable {
  id: number;
  identifier: string;
  store_id: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  doc: Document;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface CmsBlockTable {
  id: number;
  identifier: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  doc: Document;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface CmsHierarchyTable {
  id: number;
  identifier: string;
  doc: Document;
}

/** Per-store content read by the storefront (SPEC §3 Homepage data, banners, Instagram images, default content). */
export interface StoreContentTable {
  store_code: string;
  kind: string;
  doc: JSONColumnType<object, string, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** A regular price change of a product (migration 0030; art. L112-1-1 reference prices). */
export interface PriceHistoryTable {
  sku: string;
  /** Euros in the catalogue's basis; PostgreSQL's numeric reads back as a string. */
  price: ColumnType<string | number, number, number>;
  starts_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SchemaMigrationTable {
  version: number;
  name: string;
  applied_at: Generated<Date>;
}

/** The catalogue tables (migrations 0001, 0010–0019 and the price history, 0030). */
export interface CatalogTables {
  categories: CategoryTable;
  products: ProductTable;
  attributes: AttributeTable;
  tax_rules: TaxRuleTable;
  cms_pages: CmsPageTable;
  cms_blocks: CmsBlockTable;
  cms_hierarchy: CmsHierarchyTable;
  store_content: StoreContentTable;
  price_history: PriceHistoryTable;
}

/** The database of the embedded platform: catalogue plus commerce (migrations 0020–0039). */
export interface Database extends CatalogTables, CommerceTables, WithdrawalTables {
  schema_migrations: SchemaMigrationTable;
}
