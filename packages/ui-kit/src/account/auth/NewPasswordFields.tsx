import { FormField } from '../../forms/FormField';
import { PasswordInput } from './PasswordInput';

/** Texts of {@link NewPasswordFields}. */
export interface NewPasswordFieldsLabels {
  password: string;
  /** Under the password, e.g. "8 caractères au moins.". */
  passwordHint?: string;
  confirmation: string;
  showPassword: string;
  hidePassword: string;
  required: string;
}

/** A new password typed twice (registration, reset), with the `new-password` hint password managers need. */
export function NewPasswordFields({
  ids,
  password,
  confirmation,
  errors,
  onChange,
  labels,
}: {
  ids: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  errors: { password?: string; confirmation?: string };
  onChange: (patch: { password?: string; confirmation?: string }) => void;
  labels: NewPasswordFieldsLabels;
}) {
  return (
    <>
      <FormField
        id={ids.password}
        label={labels.password}
        hint={labels.passwordHint}
        error={errors.password}
        required
        requiredLabel={labels.required}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="new-password"
            autoComplete="new-password"
            showLabel={labels.showPassword}
            hideLabel={labels.hidePassword}
            value={password}
            onChange={(event) => onChange({ password: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={ids.confirmation}
        label={labels.confirmation}
        error={errors.confirmation}
        required
        requiredLabel={labels.required}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="confirm-password"
            autoComplete="new-password"
            showLabel={labels.showPassword}
            hideLabel={labels.hidePassword}
            value={confirmation}
            onChange={(event) => onChange({ confirmation: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
