import type { AddressDetails, CheckoutStep } from '@citerne/checkout';
import { useLingui } from '@lingui/react/macro';
import type { useCheckout } from './useCheckout';

function AddressLines({ address }: { address: AddressDetails }) {
  return (
    <>
      {address.firstName} {address.lastName}
      <br />
      {address.streetAddress}
      {address.apartmentNumber ? `, ${address.apartmentNumber}` : ''}
      <br />
      {address.zipCode} {address.city}
    </>
  );
}

/** What a completed checkout step shows of the shopper's choices, so a reopened page reads as a receipt. */
export function StepSummary({ step, checkout }: { step: CheckoutStep; checkout: ReturnType<typeof useCheckout> }) {
  const { t } = useLingui();
  const { personalDetails, shippingDetails, paymentDetails } = checkout.state;
  switch (step) {
    case 'personal':
      return (
        <p>
          {personalDetails.firstName} {personalDetails.lastName} · {personalDetails.emailAddress}
        </p>
      );
    case 'shipping': {
      if (checkout.isVirtual) return <p>{t`Nothing to deliver: services and downloads only.`}</p>;
      const method = checkout.shippingMethods.data?.find(
        (candidate) =>
          candidate.carrier_code === shippingDetails.shippingCarrier &&
          candidate.method_code === shippingDetails.shippingMethod,
      );
      return (
        <p>
          <AddressLines address={shippingDetails} />
          {method ? (
            <>
              <br />
              {[method.carrier_title, method.method_title].filter(Boolean).join(' – ')}
            </>
          ) : null}
        </p>
      );
    }
    case 'payment': {
      const method = checkout.paymentMethods.find((candidate) => candidate.code === paymentDetails.paymentMethod);
      return (
        <p>
          {method?.title ?? paymentDetails.paymentMethod}
          <br />
          {paymentDetails.sameAsShipping && !checkout.isVirtual ? (
            t`Billing address: the delivery address`
          ) : (
            <AddressLines address={paymentDetails} />
          )}
        </p>
      );
    }
    case 'review':
      return null;
    default:
      return step satisfies never;
  }
}
