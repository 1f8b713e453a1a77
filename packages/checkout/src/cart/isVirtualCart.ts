const VIRTUAL_TYPES: readonly string[] = ['virtual', 'downloadable'];

/**
 * Whether nothing in the cart is shipped: every line is virtual or downloadable (SPEC §4 "Cart"). An
 * empty cart is not virtual. The API decides with the same rule.
 * @example
 * isVirtualCart([{ type_id: 'virtual' }, { product_type: 'downloadable' }]); // true
 * isVirtualCart([{ type_id: 'virtual' }, { type_id: 'simple' }]); // false
 */
export function isVirtualCart(
  items: readonly { readonly type_id?: string | undefined; readonly product_type?: string | undefined }[],
): boolean {
  return items.length > 0 && items.every((item) => VIRTUAL_TYPES.includes(item.type_id ?? item.product_type ?? ''));
}
