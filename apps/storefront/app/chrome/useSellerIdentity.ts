import type { SellerIdentity } from '@citerne/core-api/contract';
import { useRouteLoaderData } from 'react-router';

/**
 * The seller's identity (name, address, phone, e-mail, registration numbers), as the root loader got it from the API
 * for every page: the shop never writes it in its code (issue 18, "Seller identity from configuration").
 *
 * @example
 * const seller = useSellerIdentity();
 * <a href={`tel:${seller.phone.e164}`}>{seller.phone.display}</a>
 */
export function useSellerIdentity(): SellerIdentity {
  const root = useRouteLoaderData<{ seller: SellerIdentity }>('root');
  if (!root) throw new Error('useSellerIdentity: the root loader data is missing (rendered outside the app routes).');
  return root.seller;
}
