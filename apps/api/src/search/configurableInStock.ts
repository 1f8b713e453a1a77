type Doc = Record<string, unknown>;

/**
 * Whether a configurable product is in stock (SPEC §3 "Product", §4): when one of its enabled children (status 0
 * or 1) is. Every search driver derives the parent's `stock.is_in_stock` with it, at indexing and on stock changes.
 * @example
 * configurableInStock([{ status: 1, stock: { is_in_stock: false } }, { status: 1, stock: { is_in_stock: true } }]); // true
 */
export function configurableInStock(children: readonly Doc[]): boolean {
  return children.some(
    (child) =>
      (typeof child.status !== 'number' || child.status < 2) && (child.stock as Doc | undefined)?.is_in_stock === true,
  );
}
