import { CatalogError } from '../errors/CatalogError';
import { catalogMessages } from '../errors/catalogMessages';

/**
 * SPEC §5 "A category id below the root id fails at once": refuses the lookup before any query is sent.
 * @throws {@link CatalogError} `category_below_root` with "Category query returned empty result id: …".
 *
 * @example
 * checkCategoryId(11, 2); // fine
 * checkCategoryId(1, 2); // throws "Category query returned empty result id: 1"
 */
export function checkCategoryId(id: number, rootId: number): void {
  if (!Number.isInteger(id) || id < rootId) {
    throw new CatalogError('category_below_root', `${catalogMessages.categoryEmpty} id: ${id}`);
  }
}
