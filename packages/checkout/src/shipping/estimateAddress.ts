import { zipCodeProblem } from '../field/zipCodeProblem';

/** A country and a valid zip code in it: all a delivery estimate needs. */
export interface EstimateAddress {
  readonly country_id: string;
  readonly postcode: string;
}

/** An address that may hold a zip code (the checkout's shipping details, a saved address of the customer). */
export interface EstimateAddressSource {
  readonly country: string;
  readonly zipCode: string;
}

/**
 * The first of `sources` whose zip code is valid for its country (5 digits of a real department in France, 980xx in
 * Monaco, …, `zipCodeProblem`) as the address of a delivery estimate; `null` while no zip code is known. Pass the
 * details the shopper typed first, then the customer's default address: what the shopper typed wins.
 * @example
 * estimateAddress([state.shippingDetails, { country: 'FR', zipCode: '49000' }]); // { country_id: 'FR', postcode: '49000' }
 * estimateAddress([{ country: 'FR', zipCode: '4900' }]); // null
 */
export function estimateAddress(
  sources: ReadonlyArray<EstimateAddressSource | null | undefined>,
): EstimateAddress | null {
  for (const source of sources) {
    if (!source) continue;
    const country = source.country.trim().toUpperCase();
    const postcode = source.zipCode.trim();
    if (country !== '' && zipCodeProblem(postcode, country) === null) return { country_id: country, postcode };
  }
  return null;
}
