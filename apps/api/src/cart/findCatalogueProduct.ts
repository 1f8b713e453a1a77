import { type ConfigurableChild, type Product, ProductSchema } from '@citerne/core-api/contract';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';

/** A catalogue product found by sku; for a configurable child's sku, the parent and that child. */
export interface CatalogueMatch {
  readonly product: Product;
  readonly child: ConfigurableChild | null;
}

function readDocument(sku: string, doc: unknown): Product {
  const parsed = v.safeParse(ProductSchema, doc);
  if (!parsed.success) {
    console.error(`Catalogue document of ${sku} is invalid: ${parsed.issues[0]?.message}`);
    throw new CommerceError(422, `Product ${sku} cannot be sold: its catalogue data is invalid.`, 'PRODUCT_INVALID');
  }
  return parsed.output;
}

/**
 * Finds a product of the catalogue by sku, validating its stored document with the contract's
 * `ProductSchema`; a sku that is a configurable child's (a row naming its parent in `parent_sku`, or an
 * entry of a parent's `configurable_children`) gives the parent and that child. `null` when unknown.
 * @example
 * const match = await findCatalogueProduct(db, 'CS-EP-5');
 */
export async function findCatalogueProduct(db: Kysely<Database>, sku: string): Promise<CatalogueMatch | null> {
  // The row and, for a configurable child stored as its own row, its parent, in one query: carts price every line on
  // every read, and each query costs a round of the single embedded connection (issue 19, load).
  const own = await db
    .selectFrom('products as own')
    .leftJoin('products as parent', (join) =>
      join.onRef('parent.sku', '=', 'own.parent_sku').on('parent.type_id', '=', 'configurable'),
    )
    .select(['own.sku', 'own.parent_sku', 'own.doc', 'parent.sku as parentSku', 'parent.doc as parentDoc'])
    .where('own.sku', '=', sku)
    .orderBy('parent.id')
    .executeTakeFirst();
  if (own && own.parent_sku === null) return { product: readDocument(own.sku, own.doc), child: null };
  // A configurable child: its parent came with its row, else it is only inside the parent's children.
  const parent = own
    ? own.parentSku === null
      ? undefined
      : { sku: own.parentSku, doc: own.parentDoc }
    : await db
        .selectFrom('products')
        .select(['sku', 'doc'])
        .where('type_id', '=', 'configurable')
        .where(sql<boolean>`doc -> 'configurable_children' @> ${JSON.stringify([{ sku }])}::jsonb`, '=', true)
        .orderBy('id')
        .executeTakeFirst();
  if (!parent) return own ? { product: readDocument(own.sku, own.doc), child: null } : null;
  const product = readDocument(parent.sku, parent.doc);
  const child =
    product.configurable_children?.find((candidate) => candidate.sku === sku) ??
    (own ? (readDocument(own.sku, own.doc) as ConfigurableChild) : null);
  return child ? { product, child } : null;
}
