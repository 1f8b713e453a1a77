import { zipCodeProblem } from '@citerne/checkout';
import { DeliveryEstimate, type DeliveryEstimateStatus } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
// The mini-cart shows it too: its texts come with the checkout's catalogue, loaded with this lazy module.
import './checkoutCatalog';
import { checkoutMessageText } from './checkoutMessageText';
import { countryOptions } from './shippingCountries';
import { useDeliveryEstimate } from './useDeliveryEstimate';

/**
 * The delivery cost in a cart summary (the mini-cart and the checkout's): computed from the address, the cost incl.
 * tax or "Offerte" as soon as a postcode is known, and "Estimer la livraison" to give one (issue 18, art. L112-1 Code de
 * la consommation: prices TTC with the delivery cost before the order). Nothing for a virtual cart.
 */
export function CartDeliveryEstimate() {
  const { t, i18n } = useLingui();
  const delivery = useDeliveryEstimate();
  if (delivery.isVirtual) return null;
  const countries = countryOptions(i18n.locale);
  const { address, estimate } = delivery;
  const status: DeliveryEstimateStatus =
    address === null
      ? 'unknown'
      : delivery.isError
        ? 'error'
        : estimate === null
          ? 'loading'
          : estimate.kind === 'charged'
            ? 'charged'
            : estimate.kind;
  const countryName = countries.find((entry) => entry.code === address?.country_id)?.label ?? address?.country_id;
  const place =
    address === null
      ? undefined
      : address.country_id === 'FR'
        ? address.postcode
        : `${address.postcode} (${countryName})`;
  return (
    <DeliveryEstimate
      status={status}
      {...(place ? { place } : {})}
      {...(estimate?.kind === 'charged' ? { amountInclTax: estimate.amountInclTax } : {})}
      countries={countries}
      country={address?.country_id ?? 'FR'}
      validate={(country, postcode) => {
        const problem = zipCodeProblem(postcode, country);
        return problem === null ? null : checkoutMessageText(i18n, problem);
      }}
      onEstimate={delivery.setPostcode}
      onRetry={delivery.refetch}
      // The server's totals are for France until the delivery address is sent (shipping step): say so for another
      // country, whose delivery cost and VAT may differ.
      {...(address !== null && address.country_id !== 'FR'
        ? { note: t`The totals below are for a delivery in France; they follow your address at the Shipping step.` }
        : {})}
      labels={{
        delivery: t`Delivery`,
        deliveryTo: (to) => t`Delivery to ${to}`,
        computedFromAddress: t`Computed from the delivery address (France until you give one)`,
        loading: t`Computing the delivery cost…`,
        free: t({ message: 'Free', context: 'delivery cost' }),
        inclTax: t`incl. VAT`,
        notDelivered: t`We do not deliver to this address.`,
        error: t`The delivery cost could not be computed.`,
        retry: t`Try again`,
        estimate: t`Estimate the delivery`,
        change: t`Change the postcode`,
        country: t`Country`,
        postcode: t`Zip code`,
        submit: t`Compute`,
      }}
    />
  );
}
