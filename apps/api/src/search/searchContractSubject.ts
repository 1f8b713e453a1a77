import type { OpenDatabase } from '../db/openDatabase';
import type { SearchBackend } from './SearchBackend';
import type { SearchBackendUnderTest } from './searchBackendContract';

/**
 * A driver under the `SearchBackend` contract, opened on a database holding the shop's catalogue seed and its
 * commerce tables: the seed's fixtures the contract relies on, and stock set in `stock_items` (what an order or an
 * import does, read back by the driver's stock source).
 * @example
 * return searchContractSubject(database, backend, () => database.close());
 */
export function searchContractSubject(
  database: OpenDatabase,
  backend: SearchBackend,
  close: () => Promise<void>,
): SearchBackendUnderTest {
  return {
    backend,
    fixtures: {
      product: { sku: 'VA-PVC-40', text: 'vanne', urlPath: '/accessoires/vannes/vanne-1-4-de-tour-pvc-dn40' },
      cmsPageIdentifier: 'conditions-generales-de-vente',
    },
    async setStock(sku, qty) {
      await database.db
        .updateTable('stock_items')
        .set({ qty, is_in_stock: qty > 0 })
        .where('sku', '=', sku)
        .execute();
    },
    close,
  };
}
