import { type ApiClient, ApiError } from '@citerne/core-api';
import { type SellerIdentity, sellerTextValues } from '@citerne/core-api/contract';
import { parseStorePoints, type StorePoint } from './storePoints';

/** The points of sale of the store locator, from the CMS block `store-locator-points` (none when inactive or absent). */
export async function loadStorePoints(client: ApiClient, seller: SellerIdentity): Promise<StorePoint[]> {
  try {
    const block = await client.cms.block('store-locator-points');
    return block.active === false ? [] : parseStorePoints(block.content, sellerTextValues(seller));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
