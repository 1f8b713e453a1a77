import type { UserAddressInputSchema } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import { isStorableId } from '../commerce/isStorableId';
import type { Database } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';

/** A profile address as the contract validated it. */
export type AddressInput = v.InferOutput<typeof UserAddressInputSchema>;

/**
 * Replaces a customer's addresses with the given list (SPEC §6: addresses are part of what a profile
 * update changes): addresses with an `id` are updated and must be the customer's own (another's id
 * refuses the whole update with a 403, nothing changed), addresses without one are added, the others
 * are removed; the defaults follow the `default_shipping` / `default_billing` flags. Runs inside the
 * caller's transaction.
 * @example
 * await saveAddresses(trx, customer.id, body.customer.addresses, now);
 */
export async function saveAddresses(
  trx: Kysely<Database>,
  customerId: number,
  addresses: readonly AddressInput[],
  now: Date,
): Promise<void> {
  const named = addresses.flatMap((address) => (address.id === undefined ? [] : [address.id]));
  if (new Set(named).size !== named.length)
    throw new CommerceError(400, 'An address is listed twice.', 'ADDRESS_DUPLICATE');
  const unstorable = named.find((id) => !isStorableId(id));
  if (unstorable !== undefined) {
    throw new CommerceError(403, `Address ${unstorable} does not belong to this customer.`, 'ADDRESS_FORBIDDEN');
  }
  if (named.length > 0) {
    const owned = await trx
      .selectFrom('customer_addresses')
      .select('id')
      .where('id', 'in', named)
      .where('customer_id', '=', customerId)
      .execute();
    const ownedIds = new Set(owned.map((row) => row.id));
    const foreign = named.find((id) => !ownedIds.has(id));
    if (foreign !== undefined) {
      throw new CommerceError(403, `Address ${foreign} does not belong to this customer.`, 'ADDRESS_FORBIDDEN');
    }
  }
  let removal = trx.deleteFrom('customer_addresses').where('customer_id', '=', customerId);
  if (named.length > 0) removal = removal.where('id', 'not in', named);
  await removal.execute();
  let defaultShipping: number | null = null;
  let defaultBilling: number | null = null;
  for (const address of addresses) {
    const fields = {
      firstname: address.firstname,
      lastname: address.lastname,
      street: JSON.stringify(address.street),
      city: address.city,
      postcode: address.postcode,
      country_id: address.country_id,
      region: address.region || null,
      region_id: address.region_id ?? null,
      region_code: address.region_code || null,
      telephone: address.telephone || null,
      company: address.company || null,
      vat_id: address.vat_id || null,
      updated_at: now,
    };
    let id = address.id;
    if (id === undefined) {
      const inserted = await trx
        .insertInto('customer_addresses')
        .values({ ...fields, customer_id: customerId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    } else {
      await trx.updateTable('customer_addresses').set(fields).where('id', '=', id).execute();
    }
    if (address.default_shipping) defaultShipping = id;
    if (address.default_billing) defaultBilling = id;
  }
  const kept = await trx.selectFrom('customer_addresses').select('id').where('customer_id', '=', customerId).execute();
  const keptIds = new Set(kept.map((row) => row.id));
  const current = await trx
    .selectFrom('customers')
    .select(['default_shipping', 'default_billing'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const keep = (id: number | null) => (id !== null && keptIds.has(id) ? id : null);
  await trx
    .updateTable('customers')
    .set({
      default_shipping: defaultShipping ?? keep(current.default_shipping),
      default_billing: defaultBilling ?? keep(current.default_billing),
    })
    .where('id', '=', customerId)
    .execute();
}
