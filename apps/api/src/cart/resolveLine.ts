import type { ConfigurableChild, Product, ProductType } from '@citerne/core-api/contract';
import {
  calculateProductTax,
  effectiveTaxRate,
  findTaxRate,
  fromCents,
  getBundlePrice,
  getCustomOptionsPrice,
  measuredPrice,
  type PriceContext,
  PricingError,
  type TaxRule,
  toCents,
} from '@citerne/pricing';
import { productMessages } from '@citerne/product';
import type { Kysely } from 'kysely';
import type { Database, StockMove, StoredProductOption } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';
import { findCatalogueProduct } from './findCatalogueProduct';
import { pickBundleSelections } from './pickBundleSelections';
import { pickConfigurableChild } from './pickConfigurableChild';
import { pickCustomOptions } from './pickCustomOptions';

/** A price per unit in euro cents. */
export interface UnitCents {
  readonly excl: number;
  readonly tax: number;
  readonly incl: number;
}

/** A cart line checked against the catalogue and priced from it: nothing of it comes from the client. */
export interface ResolvedLine {
  /** The sku sold: a configurable line's child sku. */
  readonly sku: string;
  readonly parentSku: string | null;
  readonly productType: ProductType;
  readonly productId: number;
  readonly name: string;
  readonly option: StoredProductOption | null;
  /** Canonical form of the custom and bundle choices: equal lines have equal sku and key. */
  readonly optionKey: string;
  readonly unit: UnitCents;
  readonly taxPercent: number;
  /** What one unit takes from stock. */
  readonly stockPerUnit: StockMove[];
  readonly maxSaleQty: number | null;
}

/** What a line asks for: a sku and the options chosen (as the contract's `ProductOptionInput` reads them). */
export interface LineRequest {
  readonly sku: string;
  readonly product_option?: {
    readonly extension_attributes: {
      readonly custom_options?: readonly { option_id: number | string; option_value: string }[];
      readonly configurable_item_options?: readonly { option_id: number | string; option_value: number | string }[];
      readonly bundle_options?: readonly { option_id: number; option_qty: number; option_selections: number[] }[];
    };
  } | null;
}

/** Who buys and where: the tax rules and price context every amount is computed with. */
export interface PricingInput {
  readonly taxRules: readonly TaxRule[];
  readonly context: PriceContext;
}

function unitOf(priced: { price: number; price_tax: number; price_incl_tax: number }): UnitCents {
  return { excl: toCents(priced.price), tax: toCents(priced.price_tax), incl: toCents(priced.price_incl_tax) };
}

function withCustomOptions(
  source: Product | ConfigurableChild,
  taxClassId: Product['tax_class_id'],
  priced: { price: number; price_tax: number; price_incl_tax: number },
  { priced: options, measure }: Pick<ReturnType<typeof pickCustomOptions>, 'priced' | 'measure'>,
  pricing: PricingInput,
): UnitCents {
  if (options.length === 0 && measure === null) return unitOf(priced);
  // SPEC §4: option prices are added to the current (special-aware) price excl. tax, then taxed like the product;
  // a made-to-measure product's measured price first (issue 17: `productLivePrice` of the configurator does the same).
  const price = getCustomOptionsPrice(measuredPrice(priced.price, measure), options);
  return unitOf(
    calculateProductTax({ sku: source.sku, price, tax_class_id: taxClassId }, pricing.taxRules, pricing.context),
  );
}

function taxPercentOf(taxClassId: Product['tax_class_id'], pricing: PricingInput): number {
  return (
    findTaxRate(pricing.taxRules, {
      productTaxClassId: taxClassId,
      country: pricing.context.country,
      region: pricing.context.region,
      customerGroupId: pricing.context.customerGroupId,
    })?.rate ?? 0
  );
}

/**
 * Checks a line against the catalogue and prices it with `@citerne/pricing`: the product must exist
 * and be enabled, a configurable line names an existing variant, custom and bundle options are the
 * product's own; the unit price (special price, options, bundle selections, tax of the shipping
 * country) is always recomputed here, never taken from the client.
 * @example
 * const line = await resolveLine(db, { sku: 'CS-EP-5' }, { taxRules, context: { country: 'FR' } });
 * line.unit.incl; // 82800 (690 € + 20 % VAT)
 */
export async function resolveLine(
  db: Kysely<Database>,
  request: LineRequest,
  pricing: PricingInput,
): Promise<ResolvedLine> {
  const match = await findCatalogueProduct(db, request.sku);
  if (!match) throw new CommerceError(404, `Product ${request.sku} does not exist.`, 'PRODUCT_NOT_FOUND');
  const { product } = match;
  if ((product.status ?? 1) >= 2) {
    throw new CommerceError(409, `Product ${product.sku} is not available.`, 'PRODUCT_UNAVAILABLE');
  }
  const attributes = request.product_option?.extension_attributes;
  // Options of another kind of product are refused, not dropped: the shopper's choice would be silently lost.
  if (product.type_id !== 'configurable' && (attributes?.configurable_item_options?.length ?? 0) > 0) {
    throw new CommerceError(400, `Product ${product.sku} has no configurable options.`, 'INVALID_OPTION');
  }
  if (product.type_id !== 'bundle' && (attributes?.bundle_options?.length ?? 0) > 0) {
    throw new CommerceError(400, `Product ${product.sku} has no bundle options.`, 'INVALID_OPTION');
  }
  const custom = pickCustomOptions(
    product,
    (attributes?.custom_options ?? []).map((option) => ({
      option_id: String(option.option_id),
      option_value: option.option_value,
    })),
  );
  try {
    switch (product.type_id) {
      case 'grouped':
        throw new CommerceError(
          400,
          'A grouped product is added to the cart as its associated products.',
          'GROUPED_PRODUCT',
        );
      case 'configurable': {
        const child = pickConfigurableChild(
          product,
          match.child,
          (attributes?.configurable_item_options ?? []).map((option) => ({
            option_id: String(option.option_id),
            option_value: String(option.option_value),
          })),
        );
        const priced = calculateProductTax(product, pricing.taxRules, pricing.context);
        // Found by sku, not by position: the chosen child may be a copy rather than the parent's own entry.
        const pricedChild = priced.configurable_children?.find((candidate) => candidate.sku === child.sku);
        if (!pricedChild) throw new CommerceError(400, 'No available product variants', 'NO_VARIANT');
        const taxClassId = child.tax_class_id ?? product.tax_class_id;
        return finish(product, {
          sku: child.sku,
          parentSku: product.sku,
          productId: child.id ?? product.id,
          option: {
            configurable_item_options: echoedChoices(attributes?.configurable_item_options),
            custom_options: custom.choices,
          },
          unit: withCustomOptions(child, taxClassId, pricedChild, custom, pricing),
          taxPercent: taxPercentOf(taxClassId, pricing),
          stockPerUnit: [{ sku: child.sku, qty: 1 }],
          maxSaleQty: child.stock?.max_sale_qty ?? product.stock?.max_sale_qty ?? null,
        });
      }
      case 'bundle': {
        const { selections, choices } = pickBundleSelections(product, attributes?.bundle_options);
        const options = [];
        for (const selection of selections) {
          const linked = await findCatalogueProduct(db, selection.link.sku);
          // A bundle may hold a configurable product's variant: it is priced on its own, with its parent's tax class.
          const item = linked?.child
            ? { ...linked.child, tax_class_id: linked.child.tax_class_id ?? linked.product.tax_class_id }
            : linked?.product;
          if (!linked || !item || (linked.product.status ?? 1) >= 2 || (item.status ?? 1) >= 2) {
            throw new CommerceError(409, `Product ${selection.link.sku} is not available.`, 'PRODUCT_UNAVAILABLE');
          }
          const pricedLink = calculateProductTax(
            {
              sku: item.sku,
              price: item.price,
              special_price: item.special_price,
              special_from_date: item.special_from_date,
              special_to_date: item.special_to_date,
              tax_class_id: item.tax_class_id,
            },
            pricing.taxRules,
            pricing.context,
          );
          options.push({
            option_id: selection.optionId,
            product_links: [{ sku: selection.link.sku, qty: selection.qty, is_default: true, product: pricedLink }],
          });
        }
        const unit = unitOf(getBundlePrice({ bundle_options: options }));
        return finish(product, {
          sku: product.sku,
          parentSku: null,
          productId: product.id,
          option: { bundle_options: echoedBundle(attributes?.bundle_options), custom_options: custom.choices },
          bundleKey: choices,
          unit,
          taxPercent: effectiveTaxRate(fromCents(unit.excl), fromCents(unit.tax)),
          stockPerUnit: selections.map((selection) => ({ sku: selection.link.sku, qty: selection.qty })),
          maxSaleQty: product.stock?.max_sale_qty ?? null,
        });
      }
      default: {
        const priced = calculateProductTax(product, pricing.taxRules, pricing.context);
        return finish(product, {
          sku: product.sku,
          parentSku: null,
          productId: product.id,
          option: { custom_options: custom.choices },
          unit: withCustomOptions(product, product.tax_class_id, priced, custom, pricing),
          taxPercent: taxPercentOf(product.tax_class_id, pricing),
          stockPerUnit: [{ sku: product.sku, qty: 1 }],
          maxSaleQty: product.stock?.max_sale_qty ?? null,
        });
      }
    }
  } catch (error) {
    if (error instanceof PricingError) throw new CommerceError(422, productMessages.priceUnknown, 'PRICE_UNKNOWN');
    throw error;
  }
}

// The line keeps the options as the client chose them (canonical: ids as text, sorted, lists without
// repeats), so the cart sync's checksums of a line agree on both sides (cart-sync `canonicalProductOption`).
function echoedChoices(list: readonly { option_id: number | string; option_value: number | string }[] | undefined) {
  return (list ?? [])
    .map((entry) => ({ option_id: String(entry.option_id).trim(), option_value: String(entry.option_value).trim() }))
    .filter((entry) => entry.option_value !== '')
    .sort((a, b) => Number(a.option_id) - Number(b.option_id));
}

function echoedBundle(
  list: readonly { option_id: number; option_qty: number; option_selections: number[] }[] | undefined,
) {
  return (list ?? [])
    .map((entry) => ({
      option_id: entry.option_id,
      option_qty: entry.option_qty,
      option_selections: [...new Set(entry.option_selections)].sort((a, b) => a - b),
    }))
    .filter((entry) => entry.option_selections.length > 0)
    .sort((a, b) => a.option_id - b.option_id);
}

interface LineParts {
  sku: string;
  parentSku: string | null;
  productId: number;
  option: StoredProductOption['extension_attributes'];
  unit: UnitCents;
  taxPercent: number;
  stockPerUnit: StockMove[];
  maxSaleQty: number | null;
  /** The bundle selections the line resolved to (defaults included): equal selections are one line. */
  bundleKey?: StoredProductOption['extension_attributes']['bundle_options'];
}

function finish(product: Product, parts: LineParts): ResolvedLine {
  const attributes = Object.fromEntries(
    Object.entries(parts.option).filter(([, value]) => Array.isArray(value) && value.length > 0),
  ) as StoredProductOption['extension_attributes'];
  const keyed = { c: attributes.custom_options ?? [], b: parts.bundleKey ?? [] };
  return {
    sku: parts.sku,
    parentSku: parts.parentSku,
    productType: product.type_id,
    productId: parts.productId,
    name: product.name,
    option: Object.keys(attributes).length > 0 ? { extension_attributes: attributes } : null,
    optionKey: keyed.c.length + keyed.b.length === 0 ? '' : JSON.stringify(keyed),
    unit: parts.unit,
    taxPercent: parts.taxPercent,
    stockPerUnit: parts.stockPerUnit,
    maxSaleQty: parts.maxSaleQty,
  };
}
