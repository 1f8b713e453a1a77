import { FormField } from '../../forms/FormField';
import { Input } from '../../forms/Input';
import { Icon } from '../../icons/Icon';
import { AuthForm } from './AuthForm';
import styles from './AuthForm.module.css';
import { fieldErrorSummary } from './fieldErrorSummary';

/** Texts of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormLabels {
  /** Accessible name of the form and its submit button, e.g. "Envoyer le lien". */
  submit: string;
  /** Above the field, e.g. "Saisissez votre adresse e-mail : nous vous envoyons un lien pour choisir un nouveau mot de passe.". */
  intro: string;
  email: string;
  /** Once sent, e.g. "Si un compte existe pour cette adresse, un lien de réinitialisation est en route." */
  sent: string;
  /** Back to the login form, e.g. "Retour à la connexion". */
  backToLogin: string;
  required: string;
  errorSummaryTitle: string;
}

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  email: string;
  onChange: (email: string) => void;
  error?: string;
  failure?: string;
  busy?: boolean;
  /**
   * The link was requested: the form says so with `labels.sent`, the same words whether or not the address has
   * an account (SPEC §8: never tell whether an e-mail exists).
   */
  sent?: boolean;
  onSubmit: () => void;
  /** Back to the login form; no link without it. */
  onBack?: () => void;
  labels: ForgotPasswordFormLabels;
  /** Prefix of the field id, unique on the page. Default `forgot`. */
  idPrefix?: string;
}

/**
 * Ask for a password reset link (SPEC §2 "forget password", §7 "Reset password"). Controlled like
 * {@link LoginForm}; once `sent`, the field stays so the shopper can ask again for another address.
 *
 * @example
 * <ForgotPasswordForm email={email} onChange={setEmail} sent={sent} onSubmit={send}
 *   onBack={() => setMode('login')} labels={labels} />
 */
export function ForgotPasswordForm({
  email,
  onChange,
  error,
  failure,
  busy,
  sent = false,
  onSubmit,
  onBack,
  labels,
  idPrefix = 'forgot',
}: ForgotPasswordFormProps) {
  const id = `${idPrefix}-email`;
  return (
    <AuthForm
      name={labels.submit}
      errors={fieldErrorSummary(['email'], { email: error }, () => id, labels)}
      errorSummaryTitle={labels.errorSummaryTitle}
      failure={failure}
      busy={busy}
      submitLabel={labels.submit}
      onSubmit={onSubmit}
      intro={<p>{labels.intro}</p>}
      footer={
        onBack ? (
          <button type="button" className={styles.textButton} onClick={onBack}>
            {labels.backToLogin}
          </button>
        ) : null
      }
    >
      <FormField id={id} label={labels.email} error={error} required requiredLabel={labels.required}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      <div role="status">
        {sent ? (
          <p className={styles.notice}>
            <Icon name="circle-check" size="1.25rem" />
            <span>{labels.sent}</span>
          </p>
        ) : null}
      </div>
    </AuthForm>
  );
}
