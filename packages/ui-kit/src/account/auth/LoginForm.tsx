import { FormField } from '../../forms/FormField';
import { Input } from '../../forms/Input';
import { AuthForm } from './AuthForm';
import styles from './AuthForm.module.css';
import { fieldErrorSummary } from './fieldErrorSummary';
import { PasswordInput } from './PasswordInput';

/** What the login form holds. */
export interface LoginValue {
  email: string;
  password: string;
}

/** Texts of {@link LoginForm}. */
export interface LoginFormLabels {
  /** Accessible name of the form and its submit button, e.g. "Se connecter". */
  submit: string;
  email: string;
  password: string;
  /** e.g. "Mot de passe oublié ?". */
  forgotPassword: string;
  showPassword: string;
  hidePassword: string;
  /** e.g. "obligatoire". */
  required: string;
  /** e.g. "Veuillez corriger les champs suivants :". */
  errorSummaryTitle: string;
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  value: LoginValue;
  /** Called with the changed field only. */
  onChange: (patch: Partial<LoginValue>) => void;
  /** Message per invalid field, shown under it, linked to it and listed above the form. */
  errors?: Partial<Record<keyof LoginValue, string>>;
  /** Why the server refused (wrong credentials, locked out, offline), announced as an alert. */
  failure?: string;
  /** The login is under way: the button shows a spinner and ignores clicks. */
  busy?: boolean;
  onSubmit: () => void;
  /** Opens the forgotten-password form; no link without it. */
  onForgotPassword?: () => void;
  labels: LoginFormLabels;
  /** Prefix of the field ids (`${idPrefix}-email`), unique on the page. Default `login`. */
  idPrefix?: string;
}

/**
 * Log in with an e-mail and a password (SPEC §2 "auth" modal). Controlled: the page checks the fields, calls the
 * session and passes back errors and the refusal. Autocomplete hints let password managers fill it in.
 *
 * @example
 * <LoginForm value={value} onChange={(patch) => setValue({ ...value, ...patch })} errors={errors}
 *   failure={failure} busy={busy} onSubmit={logIn} onForgotPassword={() => setMode('forgot')} labels={labels} />
 */
export function LoginForm({
  value,
  onChange,
  errors = {},
  failure,
  busy,
  onSubmit,
  onForgotPassword,
  labels,
  idPrefix = 'login',
}: LoginFormProps) {
  const ids = { email: `${idPrefix}-email`, password: `${idPrefix}-password` };
  const summary = fieldErrorSummary(['email', 'password'], errors, (field) => ids[field], labels);
  return (
    <AuthForm
      name={labels.submit}
      errors={summary}
      errorSummaryTitle={labels.errorSummaryTitle}
      failure={failure}
      busy={busy}
      submitLabel={labels.submit}
      onSubmit={onSubmit}
      footer={
        onForgotPassword ? (
          <button type="button" className={styles.textButton} onClick={onForgotPassword}>
            {labels.forgotPassword}
          </button>
        ) : null
      }
    >
      <FormField id={ids.email} label={labels.email} error={errors.email} required requiredLabel={labels.required}>
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
      <FormField
        id={ids.password}
        label={labels.password}
        error={errors.password}
        required
        requiredLabel={labels.required}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            showLabel={labels.showPassword}
            hideLabel={labels.hidePassword}
            value={value.password}
            onChange={(event) => onChange({ password: event.target.value })}
          />
        )}
      </FormField>
    </AuthForm>
  );
}
