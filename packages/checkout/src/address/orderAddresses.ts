import type { OrderAddressInput, OrderBillingAddressInput } from '@citerne/core-api/contract';
import type { AddressDetails } from '../details/CheckoutDetails';
import type { CheckoutState } from '../state/CheckoutState';
import { streetLines } from './streetLines';

const optional = <K extends string>(key: K, value: string): { [P in K]?: string } => {
  const trimmed = value.trim();
  return (trimmed === '' ? {} : { [key]: trimmed }) as { [P in K]?: string };
};

/** An address as the order sends it; empty optional fields are left out. */
export function orderAddress(address: AddressDetails): OrderAddressInput {
  return {
    firstname: address.firstName.trim(),
    lastname: address.lastName.trim(),
    street: streetLines(address),
    city: address.city.trim(),
    postcode: address.zipCode.trim(),
    country_id: address.country.trim().toUpperCase(),
    ...optional('region', address.state),
    ...(address.region_id === null ? {} : { region_id: address.region_id }),
    ...optional('telephone', address.phoneNumber),
  };
}

/**
 * The order's addresses: the shipping address from the shipping step; the billing address from the
 * payment step, or the shipping address when `sameAsShipping`, with the buyer's e-mail (personal
 * details), the company and the tax id (`vat_id`). A virtual cart ships nothing: its billing address
 * stands for the shipping address the contract asks for. Street lines: the street, then the apartment
 * only when given.
 * @example
 * const { shippingAddress, billingAddress } = orderAddresses(state, isVirtualCart(cart.items));
 */
export function orderAddresses(
  state: Pick<CheckoutState, 'personalDetails' | 'shippingDetails' | 'paymentDetails'>,
  isVirtual: boolean,
): { shippingAddress: OrderAddressInput; billingAddress: OrderBillingAddressInput } {
  const payment = state.paymentDetails;
  const billingSource = payment.sameAsShipping && !isVirtual ? state.shippingDetails : payment;
  const billingAddress: OrderBillingAddressInput = {
    ...orderAddress(billingSource),
    email: state.personalDetails.emailAddress.trim(),
    ...optional('company', payment.company),
    ...optional('vat_id', payment.taxId),
  };
  return { shippingAddress: orderAddress(isVirtual ? payment : state.shippingDetails), billingAddress };
}
