import type { Address, UserProfile } from '@citerne/core-api/contract';
import type { AddressFields } from '../profile/ProfileUpdate';
import { lea } from './createFakeUserServer';

/** An address as the shopper fills it in, in `city`. */
export const addressIn = (city: string): AddressFields => ({
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['1 rue des Lilas'],
  city,
  postcode: '69001',
  country_id: 'FR',
});

/** A profile address as the API answers it (nulls, region as an object), `id` in `city`. */
export const savedAddress = (id: number, city: string, defaults: { shipping?: boolean; billing?: boolean } = {}) =>
  ({
    id,
    customer_id: 7,
    ...addressIn(city),
    region: { region: 'Rhône', region_code: null, region_id: null },
    region_id: null,
    region_code: null,
    telephone: '+33 4 78 00 00 00',
    company: null,
    vat_id: null,
    default_shipping: defaults.shipping ?? false,
    default_billing: defaults.billing ?? false,
  }) satisfies Address;

/** Léa's profile with these addresses. */
export const profileWith = (addresses: Address[], defaults: Partial<UserProfile> = {}): UserProfile => ({
  ...lea.profile,
  addresses,
  ...defaults,
});
