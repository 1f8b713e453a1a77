import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CommerceTables } from '../commerce/commerceTables';

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
  type_id: string;
  name: string;
  url_key: string;
  status: number;
  visibility: number;
  doc: Document;
  created_at: ColumnType<Date, string | undefined, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface SchemaMigrationTable {
  version: number;
  name: string;
  applied_at: Generated<Date>;
}

/** The catalogue tables (migrations 0001 and 0010–0019). */
export interface CatalogTables {
  categories: CategoryTable;
  products: ProductTable;
}

/** The database of the embedded platform: catalogue plus commerce (migrations 0020–0039). */
export interface Database extends CatalogTables, CommerceTables {
  schema_migrations: SchemaMigrationTable;
}
