import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountSectionId } from './accountSections';

const titles: Record<Exclude<AccountSectionId, 'order'>, MessageDescriptor> = {
  profile: msg`My profile`,
  addresses: msg`Shipping details`,
  orders: msg`My orders`,
  newsletter: msg`Newsletter`,
  'recently-viewed': msg`Recently viewed products`,
  reviews: msg`My product reviews`,
  loyalty: msg`Loyalty card`,
  data: msg`My data`,
};

/**
 * The title of an account page (its `h1`, its navigation entry and its `<title>`); an order's names its number.
 *
 * @example
 * i18n._(accountSectionTitle('order', '000000012')); // 'Commande 000000012'
 */
export function accountSectionTitle(section: AccountSectionId, orderNumber = ''): MessageDescriptor {
  return section === 'order' ? msg`Order ${orderNumber}` : titles[section];
}
