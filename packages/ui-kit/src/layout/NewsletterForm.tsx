import { type FormEvent, useId, useState } from 'react';
import { Button } from '../actions/Button';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import styles from './NewsletterForm.module.css';

/** What is wrong with the address typed, or `null` when it can be sent (SPEC §5). */
export type NewsletterEmailProblem = 'required' | 'invalid' | null;

/** The e-mail rule the form applies. */
export type NewsletterEmailCheck = (value: string) => NewsletterEmailProblem;

// Should the rule's code fail to load (offline), an empty address is still refused and anything else goes to the
// server, which validates it too.
const requiredOnly: NewsletterEmailCheck = (value) => (value.trim() === '' ? 'required' : null);

/** Props of {@link NewsletterForm}. */
export interface NewsletterFormProps {
  heading: string;
  /** Pitch under the heading, e.g. the 10 % coupon offer (SPEC §1). */
  description?: string;
  emailLabel: string;
  placeholder?: string;
  submitLabel: string;
  /** The two validation messages: empty address and malformed address. */
  messages: { required: string; invalid: string };
  /**
   * Loads the shop's e-mail rule (`@citerne/account`'s `emailProblem`, the one every form and the API apply): the
   * form sits in the footer of every page, so the rule's code (valibot) loads when the shopper first focuses the
   * field or submits, not with the page. If it cannot load, an empty address is still refused and anything else is
   * left to the server.
   * @example
   * loadEmailCheck={() => import('@citerne/account').then(({ emailProblem }) => emailProblem)}
   */
  loadEmailCheck: () => Promise<NewsletterEmailCheck>;
  /** Called with the trimmed address once it is valid. */
  onSubscribe: (email: string) => void;
  /** Disables the button and shows a spinner while the app subscribes. */
  submitting?: boolean;
  /** Result announced politely under the form, e.g. "Vous êtes inscrit à notre newsletter !". */
  status?: { tone: 'success' | 'danger'; message: string };
  /** `inverse` on the dark footer. */
  tone?: 'default' | 'inverse';
}

/**
 * Newsletter sign-up: one e-mail field validated on submit (then as the shopper corrects it) by the shop's
 * e-mail rule, which the app gives (`loadEmailCheck`), with the required and invalid messages from props.
 *
 * @example
 * <NewsletterForm heading="Newsletter" emailLabel="Votre e-mail" submitLabel="S'inscrire"
 *   messages={{ required: 'Veuillez saisir votre e-mail.', invalid: 'Cette adresse e-mail est invalide.' }}
 *   loadEmailCheck={() => import('@citerne/account').then(({ emailProblem }) => emailProblem)}
 *   onSubscribe={subscribe} />
 */
export function NewsletterForm({
  heading,
  description,
  emailLabel,
  placeholder,
  submitLabel,
  messages,
  loadEmailCheck,
  onSubscribe,
  submitting = false,
  status,
  tone = 'default',
}: NewsletterFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [check, setCheck] = useState<NewsletterEmailCheck | null>(null);
  // Validated on submit, then as the shopper corrects the address (the check is loaded by then).
  const problem = check ? check(email) : null;
  const error = submitted && problem ? messages[problem] : undefined;

  // A focus and a quick submit may both ask before the first answer: the browser loads the module once anyway.
  async function ensureCheck(): Promise<NewsletterEmailCheck> {
    if (check) return check;
    const loaded = await loadEmailCheck().catch(() => requiredOnly);
    setCheck(() => loaded);
    return loaded;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.querySelector('input');
    const submittedEmail = email;
    const found = (await ensureCheck())(submittedEmail);
    setSubmitted(true);
    if (found === null) onSubscribe(submittedEmail.trim());
    else input?.focus();
  }

  return (
    <form
      className={[styles.form, tone === 'inverse' && styles.inverse].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      noValidate
      onSubmit={handleSubmit}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.row}>
        <FormField label={emailLabel} error={error} hideLabel className={styles.field}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={placeholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onFocus={() => void ensureCheck()}
            />
          )}
        </FormField>
        <Button type="submit" variant="accent" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
      <p role="status" className={status?.tone === 'danger' ? styles.statusDanger : styles.status}>
        {status?.message}
      </p>
    </form>
  );
}
