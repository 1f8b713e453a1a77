import { Checkbox } from '../../forms/Checkbox';
import { FormField } from '../../forms/FormField';
import { Input } from '../../forms/Input';
import { AuthForm } from './AuthForm';
import styles from './AuthForm.module.css';
import { fieldErrorSummary } from './fieldErrorSummary';
import { NewPasswordFields, type NewPasswordFieldsLabels } from './NewPasswordFields';

/** What the registration form holds. */
export interface RegisterValue {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmation: string;
  /** Opt-in to the newsletter: unchecked until the shopper ticks it (consent is never pre-given). */
  newsletter: boolean;
}

/** Texts of {@link RegisterForm}. */
export interface RegisterFormLabels extends NewPasswordFieldsLabels {
  /** Accessible name of the form and its submit button, e.g. "Créer mon compte". */
  submit: string;
  firstname: string;
  lastname: string;
  email: string;
  /** e.g. "Je m’abonne à la newsletter". */
  newsletter: string;
  /** Under the opt-in, e.g. "10 % de remise sur votre prochaine commande. Désinscription en un clic.". */
  newsletterHint?: string;
  errorSummaryTitle: string;
}

type RegisterField = Exclude<keyof RegisterValue, 'newsletter'>;

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  value: RegisterValue;
  /** Called with the changed field only. */
  onChange: (patch: Partial<RegisterValue>) => void;
  errors?: Partial<Record<RegisterField, string>>;
  /** Why the server refused (e-mail already used, offline…), announced as an alert. */
  failure?: string;
  busy?: boolean;
  onSubmit: () => void;
  labels: RegisterFormLabels;
  /** Prefix of the field ids, unique on the page. Default `register`. */
  idPrefix?: string;
}

const fields: readonly RegisterField[] = ['firstname', 'lastname', 'email', 'password', 'confirmation'];

/**
 * Create an account (SPEC §2 "auth" modal, §7 "Register"): names, e-mail, a password typed twice, and the
 * newsletter opt-in, unchecked by default. Controlled like {@link LoginForm}.
 *
 * @example
 * <RegisterForm value={value} onChange={(patch) => setValue({ ...value, ...patch })} errors={errors}
 *   onSubmit={register} labels={labels} />
 */
export function RegisterForm({
  value,
  onChange,
  errors = {},
  failure,
  busy,
  onSubmit,
  labels,
  idPrefix = 'register',
}: RegisterFormProps) {
  const idOf = (field: RegisterField) => `${idPrefix}-${field}`;
  return (
    <AuthForm
      name={labels.submit}
      errors={fieldErrorSummary(fields, errors, idOf, labels)}
      errorSummaryTitle={labels.errorSummaryTitle}
      failure={failure}
      busy={busy}
      submitLabel={labels.submit}
      onSubmit={onSubmit}
    >
      <div className={styles.row}>
        <FormField
          id={idOf('firstname')}
          label={labels.firstname}
          error={errors.firstname}
          required
          requiredLabel={labels.required}
        >
          {(control) => (
            <Input
              {...control}
              name="firstname"
              autoComplete="given-name"
              value={value.firstname}
              onChange={(event) => onChange({ firstname: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={idOf('lastname')}
          label={labels.lastname}
          error={errors.lastname}
          required
          requiredLabel={labels.required}
        >
          {(control) => (
            <Input
              {...control}
              name="lastname"
              autoComplete="family-name"
              value={value.lastname}
              onChange={(event) => onChange({ lastname: event.target.value })}
            />
          )}
        </FormField>
      </div>
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
      <Checkbox
        name="newsletter"
        label={labels.newsletter}
        description={labels.newsletterHint}
        checked={value.newsletter}
        onChange={(event) => onChange({ newsletter: event.target.checked })}
      />
    </AuthForm>
  );
}
