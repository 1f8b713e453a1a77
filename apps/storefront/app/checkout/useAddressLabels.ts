import type { AddressFormLabels } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';

/**
 * The address form's texts in the shop's language, shared by the shipping and billing addresses.
 *
 * @example
 * <AddressForm labels={useAddressLabels(t`Delivery address`)} … />
 */
export function useAddressLabels(legend: string): AddressFormLabels {
  const { t } = useLingui();
  return {
    legend,
    firstName: t`First name`,
    lastName: t`Last name`,
    company: t`Company (optional)`,
    taxId: t`VAT number (optional)`,
    streetAddress: t`Street address`,
    apartmentNumber: t`Apartment, building, floor (optional)`,
    zipCode: t`Zip code`,
    city: t`City`,
    country: t`Country`,
    phoneNumber: t`Phone number`,
    phoneHint: t`The carrier calls you to arrange the delivery.`,
    required: t`required`,
    errorSummaryTitle: t`Please correct the following fields:`,
  };
}
