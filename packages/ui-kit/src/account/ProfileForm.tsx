import { type FormEvent, useState } from 'react';
import { Button } from '../actions/Button';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import styles from './AccountForm.module.css';
import { FormOutcome } from './FormOutcome';

/** The profile fields a customer may change (SPEC §6: firstname, lastname and e-mail; addresses elsewhere). */
export interface ProfileValue {
  firstname: string;
  lastname: string;
  email: string;
}

/** Texts of {@link ProfileForm}. */
export interface ProfileFormLabels {
  /** Heading of the form, e.g. "Mes informations". */
  title: string;
  firstname: string;
  lastname: string;
  email: string;
  /** e.g. "obligatoire". */
  required: string;
  /** e.g. "Enregistrer". */
  submit: string;
}

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  /** The profile as saved; the form starts from it and starts again when it changes. */
  initial: ProfileValue;
  /** Called with the trimmed values; the shop validates them and passes `errors` back. */
  onSubmit: (value: ProfileValue) => void;
  errors?: Partial<Record<keyof ProfileValue, string>>;
  busy?: boolean;
  /** e.g. "Les données de votre compte ont bien été mises à jour". */
  success?: string | undefined;
  failure?: string | undefined;
  labels: ProfileFormLabels;
}

/**
 * The customer's name and e-mail (SPEC §6: the only profile fields besides the addresses that can change), with
 * the browser's autofill tokens and each field's error under it.
 *
 * @example
 * <ProfileForm initial={{ firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr' }} onSubmit={save} labels={labels} />
 */
export function ProfileForm({ initial, onSubmit, errors = {}, busy, success, failure, labels }: ProfileFormProps) {
  const [value, setValue] = useState(initial);
  const [from, setFrom] = useState(initial);
  if (from !== initial) {
    setFrom(initial);
    setValue(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ firstname: value.firstname.trim(), lastname: value.lastname.trim(), email: value.email.trim() });
  };
  const field = (name: keyof ProfileValue, autoComplete: string, type = 'text') => (
    <FormField label={labels[name]} error={errors[name]} required requiredLabel={labels.required}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value[name]}
          onChange={(event) => setValue({ ...value, [name]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className={styles.title}>
        {labels.title}
      </h2>
      <div className={styles.pair}>
        {field('firstname', 'given-name')}
        {field('lastname', 'family-name')}
      </div>
      {field('email', 'email', 'email')}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {labels.submit}
        </Button>
      </div>
      <FormOutcome success={success} failure={failure} />
    </form>
  );
}
