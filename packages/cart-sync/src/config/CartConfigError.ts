/**
 * The cart settings given to the cart are invalid; the message names each problem.
 * @example
 * try { parseCartConfig({ minicartCountType: 'badges' }); } catch (error) { if (error instanceof CartConfigError) log(error.message); }
 */
export class CartConfigError extends Error {
  override readonly name = 'CartConfigError';
}
