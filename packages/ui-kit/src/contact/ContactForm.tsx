import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../actions/Button';
import { ErrorSummary } from '../forms/ErrorSummary';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import { Textarea } from '../forms/Textarea';
import styles from './ContactForm.module.css';

/** The fields of {@link ContactForm}. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** A field's problem, as the text to show, by field. */
export type ContactFormProblems = Partial<Record<keyof ContactFormValues, string>>;

/** What sending answered: the text to show (SPEC §8: the server's message, or the shop's own). */
export type ContactFormOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Texts of {@link ContactForm}. */
export interface ContactFormLabels {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** Mark of the required fields, e.g. "obligatoire". */
  required: string;
  /** Mark of the optional fields, e.g. "(facultatif)". */
  optional: string;
  submit: string;
  /** SPEC §8 progress message, "Envoi du message ...". */
  sending: string;
  /** Title of the error summary, e.g. "Veuillez corriger les champs suivants :". */
  errorSummaryTitle: string;
  /** How the shop uses the data (RGPD), shown under the form. */
  privacy?: string;
}

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  labels: ContactFormLabels;
  /** The form rules: the problem of each field, or none. Nothing is sent while a field has one. */
  validate: (values: ContactFormValues) => ContactFormProblems;
  /** Sends the message; never rejects (a failure is an outcome). */
  onSubmit: (values: ContactFormValues) => Promise<ContactFormOutcome>;
  /** Values to start with, e.g. a logged-in customer's name and e-mail. */
  initialValues?: Partial<ContactFormValues>;
}

const empty: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };
const order: readonly (keyof ContactFormValues)[] = ['name', 'email', 'phone', 'subject', 'message'];

/**
 * The contact form (SPEC §8 "Contact form"): name, e-mail, optional phone and subject, message. A submit checks the
 * fields first (the summary above the form takes focus and links to each field); then it shows the progress
 * message, and the answer: a success clears the form (SPEC §8), a failure keeps what the shopper typed.
 *
 * @example
 * <ContactForm labels={labels} validate={contactProblems} onSubmit={(values) => send(values)} />
 */
export function ContactForm({ labels, validate, onSubmit, initialValues }: ContactFormProps) {
  const id = useId();
  const start = { ...empty, ...initialValues };
  const [values, setValues] = useState<ContactFormValues>(start);
  const [problems, setProblems] = useState<ContactFormProblems>({});
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const [outcome, setOutcome] = useState<ContactFormOutcome | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const fieldId = (field: keyof ContactFormValues) => `${id}-${field}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validate(values);
    setProblems(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summary.current?.querySelector('a')?.focus());
      return;
    }
    setStatus('sending');
    const answer = await onSubmit(values);
    setStatus('idle');
    setOutcome(answer);
    if (answer.ok) setValues({ ...empty, name: start.name, email: start.email });
  };

  const field = (name: keyof ContactFormValues, required: boolean, autoComplete: string, type = 'text') => (
    <FormField
      id={fieldId(name)}
      label={labels[name]}
      required={required}
      requiredLabel={labels.required}
      hint={required ? undefined : labels.optional}
      error={problems[name]}
    >
      {(control) =>
        name === 'message' ? (
          <Textarea
            {...control}
            rows={6}
            value={values.message}
            onChange={(event) => setValues({ ...values, message: event.target.value })}
          />
        ) : (
          <Input
            {...control}
            type={type}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        )
      }
    </FormField>
  );

  const summaryItems = order.flatMap((name) => {
    const message = problems[name];
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={status === 'sending'}>
      <div ref={summary}>
        <ErrorSummary title={labels.errorSummaryTitle} errors={summaryItems} headingLevel={2} />
      </div>
      <div className={styles.pair}>
        {field('name', true, 'name')}
        {field('email', true, 'email', 'email')}
      </div>
      <div className={styles.pair}>
        {field('phone', false, 'tel', 'tel')}
        {field('subject', false, 'off')}
      </div>
      {field('message', true, 'off')}
      <div className={styles.actions}>
        <Button type="submit" loading={status === 'sending'}>
          {labels.submit}
        </Button>
        <p className={styles.live} role="status">
          {status === 'sending' ? labels.sending : outcome?.ok ? outcome.message : ''}
        </p>
      </div>
      {outcome && !outcome.ok ? (
        <p className={styles.failure} role="alert">
          {outcome.message}
        </p>
      ) : null}
      {labels.privacy ? <p className={styles.privacy}>{labels.privacy}</p> : null}
    </form>
  );
}
