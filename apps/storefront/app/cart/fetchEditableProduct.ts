import { checkProductLoad, defaultCatalogSearchConfig } from '@citerne/catalog-search';
import type { ApiClient } from '@citerne/core-api';
import { searchCatalog } from '../catalog/searchCatalog';
import { configurableOptionViews } from '../product/configurableOptionViews';
import type { EditableProduct } from './cartEditMode';

/**
 * The configurable parent a cart line is edited against (SPEC §4 "Product loading", as the product page loads it:
 * by sku, refused when disabled), with its options; null when it is no longer sold
 * or not configurable.
 *
 * @example
 * const parent = await fetchEditableProduct(await browserApi(), 'CS-EP-10'); // { product, options: [{ code: 'color', … }] }
 */
export async function fetchEditableProduct(
  client: ApiClient,
  parentSku: string,
  signal?: AbortSignal,
): Promise<EditableProduct | null> {
  const { items } = await searchCatalog(
    client,
    { scope: 'lookup', size: 1, filters: [{ kind: 'term', field: 'sku', value: parentSku }] },
    signal,
  );
  const found = items[0];
  if (!found) return null;
  if (found.type_id !== 'configurable' || checkProductLoad(found, defaultCatalogSearchConfig).kind !== 'ok')
    return null;
  // Disabled children are skipped by the variant selection itself (SPEC §4).
  const product = { ...found, description: null };
  return { product, options: configurableOptionViews(product) };
}
