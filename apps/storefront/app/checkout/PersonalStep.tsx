import type { PersonalDetails } from '@citerne/checkout';
import { Checkbox, FormField, Input } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import type { StepFormProps } from './StepFormProps';

interface PersonalStepProps extends StepFormProps<PersonalDetails> {
  /** The logged-in customer's name and e-mail, or null for a guest (who may log in or create an account). */
  readonly customer: { readonly name: string; readonly email: string } | null;
}

/**
 * Step 1, personal details (SPEC §3 `personalDetails`): name and e-mail of the buyer. A guest may log in ("I have an
 * account") or create an account with a password (SPEC §3 `createAccount`); a customer sees whom they order as.
 */
export function PersonalStep({ value, errors, onChange, customer }: PersonalStepProps) {
  const { t } = useLingui();
  const required = t`required`;
  return (
    <div className="checkout-fields">
      {customer ? <p className="checkout-customer">{t`Logged in as ${customer.name} (${customer.email}).`}</p> : null}
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
      {customer ? null : (
        <>
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
        </>
      )}
    </div>
  );
}
