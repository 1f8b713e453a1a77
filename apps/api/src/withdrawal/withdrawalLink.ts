import type { CommerceSettings } from '../commerce/CommerceSettings';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import { withdrawalLinkToken } from './withdrawalLinkToken';

/**
 * The signed link of the online withdrawal function for an order ("Se rétracter du contrat ici"), on the
 * storefront's `/retractation` page; it opens the order without a login for as long as the period runs.
 * @example
 * const link = withdrawalLink(settings, order.orderId); // 'https://shop…/retractation?token=12.Xk…'
 */
export function withdrawalLink(settings: Pick<CommerceSettings, 'secret' | 'storefrontUrl'>, orderId: number): string {
  const url = new URL('/retractation', settings.storefrontUrl);
  url.searchParams.set('token', withdrawalLinkToken(deriveSecretKey(settings.secret, 'withdrawal-link'), orderId));
  return url.toString();
}
