import type { UserProfile } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';

/**
 * The profile of a customer in the contract's `UserProfile` shape (SPEC §3 "User state"): names,
 * e-mail, group and addresses, each address flagged when it is the default for shipping or billing.
 * @example
 * const profile = await loadProfile(db, customer.id);
 */
export async function loadProfile(db: Kysely<Database>, customerId: number): Promise<UserProfile> {
  const customer = await db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
  if (!customer) throw new CommerceError(404, 'No such customer.', 'CUSTOMER_NOT_FOUND');
  const addresses = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    group_id: customer.group_id,
    default_billing: customer.default_billing === null ? null : String(customer.default_billing),
    default_shipping: customer.default_shipping === null ? null : String(customer.default_shipping),
    created_at: customer.created_at.toISOString(),
    updated_at: customer.updated_at.toISOString(),
    store_id: 1,
    website_id: 1,
    addresses: addresses.map((address) => ({
      id: address.id,
      customer_id: address.customer_id,
      firstname: address.firstname,
      lastname: address.lastname,
      street: address.street,
      city: address.city,
      postcode: address.postcode,
      country_id: address.country_id,
      region: { region: address.region, region_code: address.region_code, region_id: address.region_id },
      region_id: address.region_id,
      region_code: address.region_code,
      telephone: address.telephone,
      company: address.company,
      vat_id: address.vat_id,
      default_shipping: customer.default_shipping === address.id,
      default_billing: customer.default_billing === address.id,
    })),
  };
}
