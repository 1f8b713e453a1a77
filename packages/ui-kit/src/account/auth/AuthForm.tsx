import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../actions/Button';
import { ErrorSummary, type ErrorSummaryItem } from '../../forms/ErrorSummary';
import { Icon } from '../../icons/Icon';
import styles from './AuthForm.module.css';

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** Accessible name of the form, e.g. "Se connecter". */
  name: string;
  /** The field errors in the order of the fields; listed above the form. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  errorSummaryTitle: string;
  /** Why the server refused, announced as an alert. */
  failure?: string;
  busy?: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** Text above the fields. */
  intro?: ReactNode;
  children: ReactNode;
  /** Below the submit button (links to the other forms). */
  footer?: ReactNode;
}

/**
 * The frame every auth form shares: the error summary, focused after a submit that left errors so a screen reader
 * hears them at once; the server's refusal as an alert; the submit button, busy while the page waits.
 */
export function AuthForm({
  name,
  errors,
  errorSummaryTitle,
  failure,
  busy = false,
  submitLabel,
  onSubmit,
  intro,
  children,
  footer,
}: AuthFormProps) {
  const summary = useRef<HTMLDivElement>(null);
  const [attempts, setAttempts] = useState(0);
  const hasErrors = errors.length > 0;

  // The page sets the errors while handling the submit; once drawn, the summary takes the focus (only after a
  // submit: errors that change while the shopper types must not steal the focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit, reading the errors of that submit
  useEffect(() => {
    if (attempts > 0 && hasErrors) summary.current?.focus();
  }, [attempts]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempts((count) => count + 1);
    onSubmit();
  }

  return (
    <form className={styles.form} aria-label={name} noValidate onSubmit={submit}>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      <div ref={summary} tabIndex={-1} className={styles.summary}>
        <ErrorSummary title={errorSummaryTitle} errors={errors} />
      </div>
      {children}
      {failure ? (
        <p role="alert" className={styles.failure}>
          <Icon name="circle-alert" size="1.25rem" />
          <span>{failure}</span>
        </p>
      ) : null}
      <Button type="submit" loading={busy} fullWidth>
        {submitLabel}
      </Button>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </form>
  );
}
