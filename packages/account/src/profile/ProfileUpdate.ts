import type { UserAddressInput, UserUpdateMeRequest } from '@citerne/core-api/contract';

/**
 * What a profile update sends (SPEC §6: only firstname, lastname, email and addresses can change), the body of
 * `user.updateMe`.
 * @example
 * const update: ProfileUpdate = { firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', addresses: [] };
 */
export type ProfileUpdate = UserUpdateMeRequest['customer'];

/**
 * An address as the shopper fills it in (SPEC §3 "Address payload": names, street lines, city, postcode, country,
 * and the optional region, phone, company and tax id); its id and default flags are the address book's business.
 * @example
 * const address: AddressFields = {
 *   firstname: 'Léa', lastname: 'Martin', street: ['1 rue des Lilas'], city: 'Lyon', postcode: '69001', country_id: 'FR',
 * };
 */
export type AddressFields = Omit<UserAddressInput, 'id' | 'default_shipping' | 'default_billing'>;
