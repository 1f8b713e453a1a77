import type { PersonalDetails } from '@citerne/checkout';
import { FormField, Input } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import type { StepFormProps } from './StepFormProps';

/**
 * Step 1, personal details (SPEC §3 `personalDetails`): name and e-mail of the buyer. Creating an account from the
 * checkout (SPEC §3 `createAccount`) comes with the shop's accounts (login, My Account): its entry point ships then.
 */
export function PersonalStep({ value, errors, onChange }: StepFormProps<PersonalDetails>) {
  const { t } = useLingui();
  const required = t`required`;
  return (
    <div className="checkout-fields">
      <div className="checkout-fields__pair">
        <FormField label={t`First name`} error={errors.firstName} required requiredLabel={required}>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              value={value.firstName}
              onChange={(event) => onChange({ firstName: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t`Last name`} error={errors.lastName} required requiredLabel={required}>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              value={value.lastName}
              onChange={(event) => onChange({ lastName: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t`E-mail address`}
        hint={t`Your order confirmation is sent to this address.`}
        error={errors.emailAddress}
        required
        requiredLabel={required}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={value.emailAddress}
            onChange={(event) => onChange({ emailAddress: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
