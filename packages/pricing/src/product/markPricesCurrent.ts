import { PricingError } from '../errors/PricingError.js';
import type { PriceFreshness } from './PriceFreshness.js';

type Marked<T> = Omit<T, keyof PriceFreshness> & { price_is_current: true; price_refreshed_at: string };

type WithMarkedChildren<P> = P extends { readonly configurable_children?: readonly (infer C)[] | null }
  ? Omit<Marked<P>, 'configurable_children'> & { configurable_children?: Marked<C>[] }
  : Marked<P>;

/**
 * Marks a product's prices as current after a refresh from the backend (SPEC §4 "Product loading"): returns a copy
 * with `price_is_current: true` and `price_refreshed_at` (ISO 8601 UTC), on the product and each configurable child,
 * whose prices came with the same refresh. The input is not changed.
 *
 * @param refreshedAt - when the backend answered: a `Date`, epoch ms or an ISO 8601 string with `Z` or an offset
 *   (a time without offset would depend on the machine's time zone, so it is refused).
 * @throws {@link PricingError} `invalid_date` for an unreadable time.
 *
 * @example
 * ```ts
 * import { markPricesCurrent } from '@citerne/pricing';
 *
 * const fresh = markPricesCurrent({ sku: 'CS-10M3', price: 1000 }, new Date('2025-07-01T10:00:00Z'));
 * fresh.price_is_current; // true
 * fresh.price_refreshed_at; // '2025-07-01T10:00:00.000Z'
 * ```
 */
export function markPricesCurrent<P extends object>(
  product: P,
  refreshedAt: Date | number | string,
): WithMarkedChildren<P> {
  if (typeof product !== 'object' || product === null) {
    throw new PricingError('invalid_input', 'product', 'product must be an object');
  }
  const at = readInstant(refreshedAt);
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    throw new PricingError(
      'invalid_date',
      'refreshedAt',
      `refreshedAt must be a valid date (got ${String(refreshedAt)})`,
    );
  }
  const freshness = { price_is_current: true, price_refreshed_at: new Date(at).toISOString() } as const;
  const children = (product as { configurable_children?: unknown }).configurable_children;
  const marked: Record<string, unknown> = { ...product, ...freshness };
  if (Array.isArray(children)) {
    marked.configurable_children = children.map((child: unknown, index) => {
      if (typeof child !== 'object' || child === null) {
        throw new PricingError(
          'invalid_input',
          `configurable_children[${index}]`,
          'a configurable child must be an object',
        );
      }
      return { ...child, ...freshness };
    });
  }
  return marked as WithMarkedChildren<P>;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

function readInstant(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  return typeof value === 'number' ? value : Number.NaN;
}
