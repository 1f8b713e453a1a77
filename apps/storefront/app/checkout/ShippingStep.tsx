import type { ShippingDetails } from '@citerne/checkout';
import type { Address, ShippingMethod } from '@citerne/core-api/contract';
import { AddressForm, FormField, Select, ShippingMethodList } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { addressDetailsOf } from './addressDetailsOf';
import type { StepFormProps } from './StepFormProps';
import { countryOptions } from './shippingCountries';
import { useAddressLabels } from './useAddressLabels';

const methodId = (method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) =>
  `${method.carrier_code}:${method.method_code}`;

interface ShippingStepProps extends StepFormProps<ShippingDetails> {
  readonly methods: {
    data?: readonly ShippingMethod[] | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  /** The logged-in customer's saved addresses, to deliver to one of them in one choice. */
  readonly savedAddresses: readonly Address[];
}

/**
 * Step 2, shipping (SPEC §3 `shippingDetails`): the delivery address in a French address form, then the shipping
 * methods the API offers for it with their prices incl. tax (SPEC §7 "Shipping methods").
 */
export function ShippingStep({ value, errors, onChange, methods, savedAddresses }: ShippingStepProps) {
  const { t, i18n } = useLingui();
  const labels = useAddressLabels(t`Delivery address`);
  const chosen = value.shippingMethod ? `${value.shippingCarrier}:${value.shippingMethod}` : null;
  return (
    <div className="checkout-fields">
      {savedAddresses.length > 0 ? (
        <FormField label={t`Deliver to a saved address`}>
          {(control) => (
            <Select
              {...control}
              placeholder={t`Choose a saved address`}
              value=""
              options={savedAddresses.map((address, index) => ({
                value: String(index),
                label: [
                  `${address.firstname} ${address.lastname}`,
                  address.street.filter(Boolean).join(', '),
                  `${address.postcode ?? ''} ${address.city}`,
                ].join(' – '),
              }))}
              onChange={(event) => {
                const address = savedAddresses[Number(event.target.value)];
                if (address) onChange(addressDetailsOf(address));
              }}
            />
          )}
        </FormField>
      ) : null}
      <AddressForm
        idPrefix="shipping"
        autoCompleteSection="shipping"
        value={value}
        errors={errors}
        labels={labels}
        countries={countryOptions(i18n.locale)}
        onChange={onChange}
      />
      <ShippingMethodList
        name="shipping-method"
        status={methods.isPending ? 'loading' : methods.isError ? 'error' : 'ready'}
        onRetry={() => void methods.refetch()}
        methods={(methods.data ?? []).map((method) => ({
          id: methodId(method),
          title: method.method_title ?? method.method_code,
          ...(method.carrier_title ? { carrierTitle: method.carrier_title } : {}),
          priceInclTax: method.price_incl_tax ?? method.amount ?? 0,
          available: method.available !== false,
        }))}
        value={chosen}
        onChange={(id) => {
          const method = methods.data?.find((candidate) => methodId(candidate) === id);
          if (method) onChange({ shippingCarrier: method.carrier_code, shippingMethod: method.method_code });
        }}
        {...(errors.shippingMethod ? { error: errors.shippingMethod } : {})}
        labels={{
          legend: t`Shipping method`,
          free: t`Free`,
          unavailable: t`Unavailable`,
          loading: t`Loading the shipping methods…`,
          loadError: t`The shipping methods could not be loaded.`,
          retry: t`Try again`,
          empty: t`No shipping method delivers this address.`,
        }}
      />
    </div>
  );
}
