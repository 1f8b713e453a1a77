import type { StockItem } from '@citerne/core-api/contract';
import { CommerceError } from '../CommerceError';
import type { StockPlatform } from '../StockPlatform';
import type { MagentoClient } from './createMagentoClient';
import { magentoPath } from './magentoPath';

/** `Magento\CatalogInventory\Api\Data\StockItemInterface`, the fields the shop reads. */
interface MagentoStockItem {
  readonly product_id: number;
  readonly qty: number;
  readonly is_in_stock: boolean;
  readonly manage_stock: boolean;
}

/**
 * The stock of the Magento driver: `GET /V1/stockItems/{sku}` for each sku, read in parallel (a read, so tried again
 * on a transient failure); an unknown sku (Magento's 404) is left out, as on the embedded platform.
 * @example
 * const stock = magentoStock(magento);
 */
export function magentoStock(magento: MagentoClient): StockPlatform {
  const readOne = async (sku: string): Promise<StockItem | null> => {
    try {
      const item = await magento.call<MagentoStockItem>({
        method: 'GET',
        path: magentoPath`/V1/stockItems/${sku}`,
        auth: 'admin',
      });
      return {
        product_id: item.product_id,
        product_sku: sku,
        qty: item.qty,
        is_in_stock: item.is_in_stock,
        manage_stock: item.manage_stock,
        stock_status: item.is_in_stock ? 'ok' : 'out_of_stock',
      };
    } catch (error) {
      if (error instanceof CommerceError && error.code === 'PRODUCT_NOT_FOUND') return null;
      throw error;
    }
  };
  return {
    async read(skus) {
      const items = await Promise.all([...new Set(skus)].map(readOne));
      return items.filter((item): item is StockItem => item !== null);
    },
  };
}
