import type { AddressBookEntry } from '@citerne/account';
import type { AddressCardAddress } from '@citerne/ui-kit';

/**
 * A saved address written out for its card: the name, the street lines, the postcode and city, the country in the
 * shopper's language, the phone; default when it is the default shipping address.
 *
 * @example
 * addressCardOf(entry, 'fr-FR'); // { id: '12', name: 'Léa Martin', lines: ['3 rue des Lilas', '49300 Cholet', 'France'], … }
 */
export function addressCardOf(entry: AddressBookEntry, locale: string): AddressCardAddress {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(entry.country_id) ?? entry.country_id;
  return {
    id: String(entry.id ?? ''),
    name: `${entry.firstname} ${entry.lastname}`,
    lines: [
      ...entry.street.filter((line) => line.trim() !== ''),
      [entry.postcode, entry.city].filter(Boolean).join(' '),
      country,
    ],
    ...(entry.telephone ? { phone: entry.telephone } : {}),
    isDefault: entry.isDefaultShipping,
  };
}
