import type { LoadableProduct } from './LoadableProduct';

/** A product whose configurable children carry `available` (SPEC §4 "Product loading"). */
export type WithChildAvailability<P extends LoadableProduct> = Omit<P, 'configurable_children'> & {
  configurable_children?: (NonNullable<P['configurable_children']>[number] & { available: boolean })[] | null;
};

/**
 * SPEC §4 "Product loading": on a configurable child, a status of 2 or higher marks the child unavailable
 * (`available: false`) instead of failing the product. Returns a new product; children are otherwise unchanged.
 *
 * @example
 * markUnavailableChildren(product).configurable_children?.[1]?.available; // false when that child has status 2
 */
export function markUnavailableChildren<P extends LoadableProduct>(product: P): WithChildAvailability<P> {
  const children = product.configurable_children;
  if (!children) return product as WithChildAvailability<P>;
  return {
    ...product,
    configurable_children: children.map((child) => ({ ...child, available: (child.status ?? 1) < 2 })),
  };
}
