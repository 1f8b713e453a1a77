/** A configurable child as the loading rules read it (SPEC §3 "configurable_children entries"). */
export interface LoadableChild {
  readonly sku: string;
  readonly status?: number | null;
  readonly visibility?: number | null;
  readonly stock?: { readonly is_in_stock: boolean; readonly qty?: number | null } | null;
  readonly price?: number | null;
  readonly price_incl_tax?: number | null;
  readonly final_price?: number | null;
  readonly custom_attributes?: readonly { readonly attribute_code: string; readonly value: unknown }[] | null;
  readonly [attribute: string]: unknown;
}

/** A product as the loading rules read it (SPEC §3 "Product"). */
export interface LoadableProduct {
  readonly sku: string;
  readonly type_id?: string;
  readonly status?: number | null;
  readonly visibility?: number | null;
  readonly parentSku?: string | null;
  readonly configurable_children?: readonly LoadableChild[] | null;
}
