import { CommerceError } from '../platform/CommerceError';

/**
 * Checks that the products of an order request are the server cart's lines (same skus — a
 * configurable line may be named by its child or its parent sku — and same quantities): the order is
 * made from the server cart, so a client that did not sync its cart is told to, not silently charged
 * for something else.
 * @example
 * matchOrderedProducts([{ sku: 'CS-EP-5', qty: 1 }], pricedCart.lines);
 */
export function matchOrderedProducts(
  products: readonly { sku: string; parentSku?: string | undefined; qty: number }[],
  lines: readonly { item: { qty: number }; resolved: { sku: string; parentSku: string | null } }[],
): void {
  const remaining = [...lines];
  for (const product of products) {
    const index = remaining.findIndex(
      ({ item, resolved }) =>
        item.qty === product.qty &&
        (resolved.sku === product.sku || (resolved.parentSku !== null && resolved.parentSku === product.sku)),
    );
    if (index === -1) {
      throw new CommerceError(
        409,
        'The cart changed since the order was prepared: please review your order.',
        'CART_CHANGED',
        {
          sku: product.sku,
        },
      );
    }
    remaining.splice(index, 1);
  }
  if (remaining.length > 0) {
    throw new CommerceError(
      409,
      'The cart changed since the order was prepared: please review your order.',
      'CART_CHANGED',
      {
        sku: remaining[0]?.resolved.sku,
      },
    );
  }
}
