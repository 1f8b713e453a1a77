import type { Product } from '@citerne/core-api/contract';
import { toCents } from '@citerne/pricing';

/** A product as the fake server sells it: one sku, its prices in cents and its maximum per line. */
export interface Sellable {
  readonly sku: string;
  readonly name: string;
  readonly type: string;
  readonly parentSku?: string;
  /** Unit price excl. tax, in cents. */
  readonly priceCents: number;
  /** Unit price incl. tax, in cents. */
  readonly priceInclTaxCents: number;
  readonly maxSaleQty?: number;
  /** What is left of a product whose stock is managed (absent when it is not, or not said). */
  readonly stockQty?: number;
  /** A product switched off (`status` 2): refused. */
  readonly disabled: boolean;
}

// Stock is managed unless the product says otherwise (Magento's default).
const managedStock = (stock: Product['stock']) =>
  stock?.qty != null && stock.manage_stock !== false ? { stockQty: stock.qty } : {};

/**
 * What the server sells of contract products: a configurable product's variants (the line's type stays
 * `configurable`, as Magento reports it, with the parent's sku), every other product but a grouped one (its products
 * are added one by one).
 * @example
 * sellablesOf([tank]).map((product) => product.sku); // ['CS-EP-1-VERT', 'CS-EP-1-NOIR']
 */
export function sellablesOf(products: readonly Product[]): Sellable[] {
  return products.flatMap((product): Sellable[] => {
    const type = product.type_id ?? 'simple';
    if (type === 'grouped') return [];
    const own = {
      sku: product.sku,
      name: product.name ?? product.sku,
      type,
      priceCents: toCents(product.price ?? 0),
      priceInclTaxCents: toCents(product.price_incl_tax ?? product.price ?? 0),
      ...(product.stock?.max_sale_qty != null ? { maxSaleQty: product.stock.max_sale_qty } : {}),
      ...managedStock(product.stock),
      disabled: product.status === 2,
    };
    if (type !== 'configurable') return [own];
    return (product.configurable_children ?? []).map((child) => ({
      ...own,
      sku: child.sku,
      name: child.name ?? own.name,
      parentSku: product.sku,
      priceCents: child.price != null ? toCents(child.price) : own.priceCents,
      priceInclTaxCents: child.price_incl_tax != null ? toCents(child.price_incl_tax) : own.priceInclTaxCents,
      ...(child.stock?.max_sale_qty != null ? { maxSaleQty: child.stock.max_sale_qty } : {}),
      ...managedStock(child.stock),
      disabled: child.status === 2,
    }));
  });
}
