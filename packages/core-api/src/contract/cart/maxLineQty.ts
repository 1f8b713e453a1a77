/**
 * The largest quantity one request may carry for a line; the business maximum comes from the store config.
 * In a module of its own (no schema, no valibot) so a client can read the cap without loading the contract's
 * schemas, e.g. a cart badge that renders before the cart engine's code has loaded.
 */
export const MAX_LINE_QTY = 10_000;
