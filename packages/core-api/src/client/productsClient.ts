import type { ProductRenderInfo } from '../contract/catalog/productRenderInfo';
import { productRenderListCall } from '../contract/catalog/productRenderListCall';
import { type ClientContext, callApi } from './callApi';

/** The product render list call of SPEC §7. */
export interface ProductsClient {
  /** Current prices of skus for the user's group; reads `result.items`. */
  renderList(request: {
    skus: readonly string[];
    currencyCode: string;
    storeId: number;
    /** Sent when grouped tax is active. */
    userGroupId?: number;
  }): Promise<ProductRenderInfo[]>;
}

/**
 * Creates the product render list call.
 *
 * @example
 * const prices = await createProductsClient(context).renderList({ skus: ['CIT-10M3'], currencyCode: 'EUR', storeId: 1 });
 */
export function createProductsClient(context: ClientContext): ProductsClient {
  return {
    async renderList(request) {
      return (await callApi(context, productRenderListCall, { query: { ...request } })).result.items;
    },
  };
}
