import { FormField } from '../../forms/FormField';
import { Input } from '../../forms/Input';
import { AuthForm } from './AuthForm';
import { fieldErrorSummary } from './fieldErrorSummary';
import { NewPasswordFields, type NewPasswordFieldsLabels } from './NewPasswordFields';

/** What the new-password form holds. */
export interface NewPasswordValue {
  email: string;
  password: string;
  confirmation: string;
}

/** Texts of {@link NewPasswordForm}. */
export interface NewPasswordFormLabels extends NewPasswordFieldsLabels {
  /** Accessible name of the form and its submit button, e.g. "Enregistrer le mot de passe". */
  submit: string;
  /** Above the fields, e.g. "Choisissez le nouveau mot de passe de votre compte.". */
  intro?: string;
  email: string;
  errorSummaryTitle: string;
}

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  value: NewPasswordValue;
  onChange: (patch: Partial<NewPasswordValue>) => void;
  errors?: Partial<Record<keyof NewPasswordValue, string>>;
  /** Why the server refused (the link expired…), announced as an alert. */
  failure?: string;
  busy?: boolean;
  onSubmit: () => void;
  labels: NewPasswordFormLabels;
  /** Prefix of the field ids, unique on the page. Default `reset`. */
  idPrefix?: string;
}

/**
 * Choose a new password from the e-mailed reset link (SPEC §2 `is_reset=success`, §7 "Create password"): the
 * link's e-mail pre-filled, the new password typed twice.
 *
 * @example
 * <NewPasswordForm value={value} onChange={(patch) => setValue({ ...value, ...patch })} onSubmit={save} labels={labels} />
 */
export function NewPasswordForm({
  value,
  onChange,
  errors = {},
  failure,
  busy,
  onSubmit,
  labels,
  idPrefix = 'reset',
}: NewPasswordFormProps) {
  const idOf = (field: keyof NewPasswordValue) => `${idPrefix}-${field}`;
  return (
    <AuthForm
      name={labels.submit}
      errors={fieldErrorSummary(['email', 'password', 'confirmation'], errors, idOf, labels)}
      errorSummaryTitle={labels.errorSummaryTitle}
      failure={failure}
      busy={busy}
      submitLabel={labels.submit}
      onSubmit={onSubmit}
      intro={labels.intro ? <p>{labels.intro}</p> : undefined}
    >
      <FormField id={idOf('email')} label={labels.email} error={errors.email} required requiredLabel={labels.required}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={value.email}
            onChange={(event) => onChange({ email: event.target.value })}
          />
        )}
      </FormField>
      <NewPasswordFields
        ids={{ password: idOf('password'), confirmation: idOf('confirmation') }}
        password={value.password}
        confirmation={value.confirmation}
        errors={errors}
        onChange={onChange}
        labels={labels}
      />
    </AuthForm>
  );
}
