/** The largest id a PostgreSQL `integer` / `serial` column holds. */
const MAX_INT4 = 2_147_483_647;

/**
 * Whether an id sent by a client can name a row at all: ids are PostgreSQL integers, so a larger
 * number (the contract allows any safe integer) names nothing — and must not reach the query, which
 * would fail with "out of range".
 * @example
 * if (!isStorableId(body.cartItem.item_id)) throw notFound;
 */
export function isStorableId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_INT4;
}
