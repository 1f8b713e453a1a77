import { ApiError } from '@citerne/core-api';
import type { Order } from '@citerne/core-api/contract';
import { notFound } from '../page/notFound.server';
import type { PageContext } from '../page/pageContext.server';

/**
 * The order a page shows (thank-you, payment failure, invoice), read with the access key of the link the shopper
 * followed (the payment provider's return, the confirmation e-mail). Without a key, with a wrong one or for an
 * unknown order, the API answers 404 and so does the page: nobody reads an order that is not theirs.
 *
 * @example
 * const order = await loadOrder(page, params.orderNumber, page.url.searchParams.get('key'));
 */
export async function loadOrder(page: PageContext, orderNumber: string, key: string | null): Promise<Order> {
  if (!key || !/^\d{1,20}$/.test(orderNumber)) throw notFound(page, `No order ${orderNumber} for this link`);
  try {
    return await page.api.client.order.view(orderNumber, { key });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw notFound(page, `No order ${orderNumber} for this link`);
    }
    throw error;
  }
}
