import type { PersonalDetails } from '@citerne/checkout';
import { Checkbox, FormField, Input } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import type { StepFormProps } from './StepFormProps';

/**
 * Step 1, personal details (SPEC §3 `personalDetails`): name and e-mail of the buyer, and whether to create an
 * account with a password (SPEC §3 `createAccount`).
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
      <Checkbox
        label={t`Create an account to follow my orders`}
        checked={value.createAccount}
        onChange={(event) => onChange({ createAccount: event.target.checked })}
      />
      {value.createAccount ? (
        <FormField
          label={t`Password`}
          hint={t`At least 8 characters.`}
          error={errors.password}
          required
          requiredLabel={required}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={value.password}
              onChange={(event) => onChange({ password: event.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}
