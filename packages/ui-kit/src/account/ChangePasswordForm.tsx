import { type FormEvent, useState } from 'react';
import { Button } from '../actions/Button';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import styles from './AccountForm.module.css';
import { FormOutcome } from './FormOutcome';

/** What {@link ChangePasswordForm} submits. */
export interface ChangePasswordValue {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** Texts of {@link ChangePasswordForm}. */
export interface ChangePasswordFormLabels {
  /** e.g. "Changer de mot de passe". */
  title: string;
  currentPassword: string;
  newPassword: string;
  /** Under the new password, e.g. "Au moins 8 caractères.". */
  newPasswordHint?: string;
  confirmation: string;
  required: string;
  submit: string;
}

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  onSubmit: (value: ChangePasswordValue) => void;
  errors?: Partial<Record<keyof ChangePasswordValue, string>>;
  busy?: boolean;
  /** e.g. "Votre mot de passe a bien été modifié"; the fields are emptied when it appears. */
  success?: string | undefined;
  /** The server's refusal, or the offline text of SPEC §8. */
  failure?: string | undefined;
  labels: ChangePasswordFormLabels;
}

const empty: ChangePasswordValue = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * Changes the password (SPEC §8 "Account"): the current one, the new one and its confirmation, with the
 * `current-password` / `new-password` autofill tokens so a password manager fills and saves them.
 *
 * @example
 * <ChangePasswordForm onSubmit={change} errors={errors} busy={busy} failure={failure} labels={labels} />
 */
export function ChangePasswordForm({ onSubmit, errors = {}, busy, success, failure, labels }: ChangePasswordFormProps) {
  const [value, setValue] = useState(empty);
  const [shownSuccess, setShownSuccess] = useState(success);
  if (shownSuccess !== success) {
    setShownSuccess(success);
    if (success) setValue(empty);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  const field = (name: keyof ChangePasswordValue, autoComplete: string, hint?: string) => (
    <FormField label={labels[name]} hint={hint} error={errors[name]} required requiredLabel={labels.required}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type="password"
          autoComplete={autoComplete}
          value={value[name]}
          onChange={(event) => setValue({ ...value, [name]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="password-form-title">
      <h2 id="password-form-title" className={styles.title}>
        {labels.title}
      </h2>
      {field('currentPassword', 'current-password')}
      <div className={styles.pair}>
        {field('newPassword', 'new-password', labels.newPasswordHint)}
        {field('confirmation', 'new-password')}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" icon="lock" loading={busy}>
          {labels.submit}
        </Button>
      </div>
      <FormOutcome success={success} failure={failure} />
    </form>
  );
}
