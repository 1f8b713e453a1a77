import { type FormEvent, useState } from 'react';
import { Button } from '../actions/Button';
import { FormField } from '../forms/FormField';
import { RadioGroup } from '../forms/RadioGroup';
import { Textarea } from '../forms/Textarea';
import styles from './ReviewReportForm.module.css';

/** Texts of {@link ReviewReportForm}. */
export interface ReviewReportFormLabels {
  /** e.g. "Pourquoi signalez-vous cet avis ?". */
  reason: string;
  /** The label of each reason, by its code. */
  reasons: Readonly<Record<string, string>>;
  /** e.g. "Précisez (facultatif)". */
  detail: string;
  submit: string;
  cancel: string;
  /** Shown when sent without a reason, e.g. "Choisissez un motif.". */
  reasonRequired: string;
  /** Shown once the report is recorded, e.g. "Merci, notre équipe va examiner cet avis.". */
  sent: string;
}

/** Props of {@link ReviewReportForm}. */
export interface ReviewReportFormProps {
  labels: ReviewReportFormLabels;
  /** The reason codes, in the order shown. */
  reasons: ReadonlyArray<string>;
  /** Sends the report; resolves null when recorded, else the text of the failure. Never rejects. */
  onSubmit: (report: { reason: string; detail: string }) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * Reporting a review to the moderator (art. L111-7-2 Code de la consommation): a reason, an optional word, send.
 * The answer replaces the form once recorded; a failure keeps the form and says why.
 *
 * @example
 * <ReviewReportForm labels={labels} reasons={['fake', 'offensive']} onSubmit={send} onCancel={close} />
 */
export function ReviewReportForm({ labels, reasons, onSubmit, onCancel }: ReviewReportFormProps) {
  const [reason, setReason] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    const problem = await onSubmit({ reason, detail: detail.trim() });
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
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <RadioGroup
        legend={labels.reason}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        options={reasons.map((code) => ({ value: code, label: labels.reasons[code] ?? code }))}
        required
        error={missing ? labels.reasonRequired : undefined}
      />
      <FormField label={labels.detail}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
          />
        )}
      </FormField>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={busy}>
          {labels.submit}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}
