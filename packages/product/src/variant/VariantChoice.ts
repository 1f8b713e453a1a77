/**
 * What a shopper chose for a configurable product: a child sku (route, cart line) and/or attribute values by code
 * (`{ color: 49 }`). Empty values (`null`, `undefined`, `''`) are not a choice.
 */
export interface VariantChoice {
  readonly sku?: string | null | undefined;
  readonly attributes?: Readonly<Record<string, string | number | null | undefined>>;
}
