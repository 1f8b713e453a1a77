/**
 * Anything that carries catalogue attributes: a product or a configurable child (SPEC §3), with values as own
 * fields (`color: 49`) or as `custom_attributes` (pairs of `attribute_code` and `value`, or a map by code).
 */
export interface AttributeCarrier {
  readonly custom_attributes?:
    | readonly { readonly attribute_code: string; readonly value: unknown }[]
    | Readonly<Record<string, unknown>>
    | null;
}
