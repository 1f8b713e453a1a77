/**
 * A path of Magento's REST API with every interpolated value percent-encoded as one segment, so a cart id, sku or
 * coupon code can never add a segment or a query (`../`, `?`).
 * @example
 * magentoPath`/V1/guest-carts/${cartId}/coupons/${code}`; // '/V1/guest-carts/abc/coupons/SUMMER%2F10'
 */
export function magentoPath(strings: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string {
  return strings.reduce(
    (path, part, index) => path + part + (index < values.length ? encodeURIComponent(String(values[index])) : ''),
    '',
  );
}
