import { canPayOffline, isRedirectPayment, type PaymentDetails } from '@citerne/checkout';
import type { PaymentMethod } from '@citerne/core-api/contract';
import { AddressForm, Checkbox, PaymentMethodList } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../chrome/useOnline';
import type { StepFormProps } from './StepFormProps';
import { countryOptions } from './shippingCountries';
import { useAddressLabels } from './useAddressLabels';

interface PaymentStepProps extends StepFormProps<PaymentDetails> {
  /** The methods offered for this cart (cash on delivery already hidden for a virtual cart, SPEC §4). */
  readonly methods: readonly PaymentMethod[];
  /** A virtual cart has no delivery address to copy: the billing address is always asked. */
  readonly isVirtual: boolean;
}

/**
 * Step 3, payment (SPEC §3 `paymentDetails`): the billing address, the same as the delivery address by default or
 * another one with company and VAT number, and the payment method the server offers (SPEC §7 "Payment methods").
 */
export function PaymentStep({ value, errors, onChange, methods, isVirtual }: PaymentStepProps) {
  const { t, i18n } = useLingui();
  const labels = useAddressLabels(t`Billing address`);
  const sameAsShipping = value.sameAsShipping && !isVirtual;
  const online = useOnline();
  return (
    <div className="checkout-fields">
      {isVirtual ? null : (
        <Checkbox
          label={t`The billing address is the delivery address`}
          checked={value.sameAsShipping}
          onChange={(event) => onChange({ sameAsShipping: event.target.checked })}
        />
      )}
      {sameAsShipping ? null : (
        <AddressForm
          idPrefix="billing"
          autoCompleteSection="billing"
          fields={['company', 'taxId']}
          value={value}
          errors={errors}
          labels={labels}
          countries={countryOptions(i18n.locale)}
          onChange={onChange}
        />
      )}
      <PaymentMethodList
        name="payment-method"
        status={methods.length === 0 ? 'loading' : 'ready'}
        methods={methods.map((method) => ({
          code: method.code,
          title: method.title,
          costInclTax: method.cost_incl_tax ?? method.cost ?? 0,
          redirect: isRedirectPayment(method),
          // SPEC §4: an order placed offline waits in the queue; a card is paid on the bank's page, at once.
          ...(online || canPayOffline(method.code)
            ? {}
            : {
                unavailable: t`Offline: paying by card needs a connection. Choose cash on delivery or bank transfer.`,
              }),
        }))}
        value={value.paymentMethod || null}
        onChange={(code) => onChange({ paymentMethod: code })}
        {...(errors.paymentMethod ? { error: errors.paymentMethod } : {})}
        labels={{
          legend: t`Payment method`,
          redirect: t`You will be sent to the bank's secure payment page.`,
          cost: t`Cost`,
          loading: t`Loading the payment methods…`,
          empty: t`No payment method is available for this order.`,
        }}
      />
    </div>
  );
}
