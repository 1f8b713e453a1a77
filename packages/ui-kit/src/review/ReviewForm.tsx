import { type FormEvent, useState } from 'react';
import { Button } from '../actions/Button';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import { Textarea } from '../forms/Textarea';
import { RatingInput } from '../product/RatingInput';
import styles from './ReviewForm.module.css';

/** Texts of {@link ReviewForm}. */
export interface ReviewFormLabels {
  /** e.g. "Votre note". */
  rating: string;
  /** Accessible name of each star, e.g. `(n) => \`${n} sur 5\``. */
  star: (stars: number) => string;
  title: string;
  detail: string;
  nickname: string;
  /** Shown next to each label, e.g. "obligatoire". */
  required: string;
  /** Said before sending, e.g. "Votre avis sera publié après modération.". */
  moderation: string;
  submit: string;
  /** Shown under an empty field or a missing rating, e.g. "Ce champ est obligatoire.". */
  missing: string;
  /** Shown when the nickname is shorter than two characters. */
  nicknameTooShort: string;
  /** Replaces the form once sent, e.g. "Merci ! Votre avis sera publié après modération.". */
  sent: string;
}

/** What the shopper wrote. */
export interface ReviewFormValues {
  rating: number;
  title: string;
  detail: string;
  nickname: string;
}

/** Props of {@link ReviewForm}. */
export interface ReviewFormProps {
  labels: ReviewFormLabels;
  /** Pre-filled nickname (a logged-in customer's first name). */
  defaultNickname?: string;
  /** Sends the review; resolves null when recorded, else the text of the failure. Never rejects. */
  onSubmit: (review: ReviewFormValues) => Promise<string | null>;
}

type Field = keyof ReviewFormValues;

function problems(values: ReviewFormValues, labels: ReviewFormLabels): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (values.rating < 1) found.rating = labels.missing;
  if (!values.title) found.title = labels.missing;
  if (!values.detail) found.detail = labels.missing;
  if (!values.nickname) found.nickname = labels.missing;
  else if (values.nickname.length < 2) found.nickname = labels.nicknameTooShort;
  return found;
}

/**
 * Writing a product review (SPEC §2 "review" modal): a rating from 1 to 5, a title, the text and a nickname, all
 * required. The shopper is told before sending that reviews are moderated; the thanks replace the form once recorded
 * and a failure keeps the form with its reason.
 *
 * @example
 * <ReviewForm labels={labels} defaultNickname="Léa" onSubmit={send} />
 */
export function ReviewForm({ labels, defaultNickname = '', onSubmit }: ReviewFormProps) {
  const [values, setValues] = useState<ReviewFormValues>({
    rating: 0,
    title: '',
    detail: '',
    nickname: defaultNickname,
  });
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const change = (field: Field, value: string | number) => {
    setValues((current) => ({ ...current, [field]: value }));
    setShown((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = {
      rating: values.rating,
      title: values.title.trim(),
      detail: values.detail.trim(),
      nickname: values.nickname.trim(),
    };
    const found = problems(trimmed, labels);
    setShown(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    const problem = await onSubmit(trimmed);
    setBusy(false);
    if (problem === null) setSent(true);
    else setFailure(problem);
  };

  if (sent) {
    return (
      <p className={styles.sent} role="status">
        {labels.sent}
      </p>
    );
  }
  const text = (field: 'title' | 'nickname', maxLength: number, autoComplete?: string) => (
    <FormField label={labels[field]} error={shown[field]} required requiredLabel={labels.required}>
      {(control) => (
        <Input
          {...control}
          maxLength={maxLength}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <RatingInput
        legend={labels.rating}
        starLabel={labels.star}
        value={values.rating}
        onChange={(rating) => change('rating', rating)}
        required
        error={shown.rating}
      />
      {text('title', 255)}
      <FormField label={labels.detail} error={shown.detail} required requiredLabel={labels.required}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={5000}
            value={values.detail}
            onChange={(event) => change('detail', event.target.value)}
          />
        )}
      </FormField>
      {text('nickname', 100, 'nickname')}
      <p className={styles.moderation}>{labels.moderation}</p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
