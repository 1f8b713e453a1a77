import { CmsBlockSchema, CmsPageSchema, ProductSchema } from '@citerne/core-api/contract';
import { calculateProductTax, type TaxRule } from '@citerne/pricing';
import * as v from 'valibot';
import { parseTaxRules } from '../pricing/parseTaxRules';
import type { CatalogDocuments } from './CatalogDocuments';

type Doc = Record<string, unknown>;

const nameOf = (doc: unknown, key: string, index: number) => {
  const value = typeof doc === 'object' && doc !== null ? (doc as Doc)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${index + 1}`;
};

/** The first issue of a failed parse, with the path of the field it is about. */
function issueOf(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  const path = issue?.path?.map((item) => String(item.key)).join('.');
  return path ? `${path}: ${issue?.message}` : String(issue?.message);
}

/** A served product: the contract's shape, a sku and a name that are text, and prices the pricing can compute. */
function productProblem(doc: unknown, taxRules: readonly TaxRule[]): string | null {
  const parsed = v.safeParse(ProductSchema, doc);
  if (!parsed.success) return issueOf(parsed.issues);
  const product = parsed.output;
  if (product.sku.trim() === '') return 'sku: empty';
  try {
    // What every page and the cart will do with it: a price that cannot be computed is refused here, once.
    calculateProductTax(product, taxRules, {});
  } catch (error) {
    return (error as Error).message;
  }
  return null;
}

function screen(
  kind: string,
  docs: readonly Doc[],
  key: string,
  problem: (doc: unknown) => string | null,
  log: (message: string) => void,
): Doc[] {
  return docs.filter((doc, index) => {
    const found = problem(doc);
    if (found === null) return true;
    log(`Catalogue ${kind} ${nameOf(doc, key, index)} refused: ${found}`);
    return false;
  });
}

/**
 * The catalogue documents the shop may serve (issue 19, ASVS 5.0 V2.2 — data from the database is input too): a tax
 * rule, product, CMS page or CMS block that does not hold its contract shape (SPEC §3), or a product whose price
 * the pricing cannot compute, is left out with a log line naming it, so one malformed row cannot take down every
 * page that prices or lists it. The valid tax rules are those of `parseTaxRules` (rates from 0 to 100 %).
 * @example
 * const served = screenCatalogDocuments(documents, (message) => console.error(message));
 */
export function screenCatalogDocuments(documents: CatalogDocuments, log: (message: string) => void): CatalogDocuments {
  const taxRules = parseTaxRules(documents.taxRules, log);
  const valid = new Set(taxRules.map((rule) => rule.id));
  return {
    ...documents,
    taxRules: documents.taxRules.filter((doc) => valid.has((doc as { id?: number }).id as number)),
    products: screen('product', documents.products, 'sku', (doc) => productProblem(doc, taxRules), log),
    cmsPages: screen('CMS page', documents.cmsPages, 'identifier', (doc) => cmsProblem(CmsPageSchema, doc), log),
    cmsBlocks: screen('CMS block', documents.cmsBlocks, 'identifier', (doc) => cmsProblem(CmsBlockSchema, doc), log),
  };
}

function cmsProblem(schema: typeof CmsPageSchema | typeof CmsBlockSchema, doc: unknown): string | null {
  const parsed = v.safeParse(schema, doc);
  return parsed.success ? null : issueOf(parsed.issues);
}
