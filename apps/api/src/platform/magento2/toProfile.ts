import type { UserProfile } from '@citerne/core-api/contract';
import type { MagentoCustomer } from './MagentoShapes';

/**
 * A Magento customer as the account pages read it (the contract's keys are Magento's; its custom and extension
 * attributes are left out).
 * @example
 * const profile = toProfile(await magento.call<MagentoCustomer>({ method: 'GET', path: '/V1/customers/me', auth }));
 */
export function toProfile(customer: MagentoCustomer): UserProfile {
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    group_id: customer.group_id,
    addresses: (customer.addresses ?? []) as UserProfile['addresses'],
    ...(customer.default_billing === undefined ? {} : { default_billing: customer.default_billing }),
    ...(customer.default_shipping === undefined ? {} : { default_shipping: customer.default_shipping }),
    ...(customer.created_at === undefined ? {} : { created_at: customer.created_at }),
    ...(customer.updated_at === undefined ? {} : { updated_at: customer.updated_at }),
    ...(customer.store_id === undefined ? {} : { store_id: customer.store_id }),
    ...(customer.website_id === undefined ? {} : { website_id: customer.website_id }),
  };
}
