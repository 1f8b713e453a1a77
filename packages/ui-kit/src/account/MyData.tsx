import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../actions/Button';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import { FormOutcome } from './FormOutcome';
import styles from './MyData.module.css';

/** Texts of {@link MyData}. */
export interface MyDataLabels {
  exportTitle: string;
  /** What the file holds and why (GDPR art. 15 and 20). */
  exportText: string;
  download: string;
  deleteTitle: string;
  /** What is erased, one item a line. */
  erased: ReadonlyArray<string>;
  /** Before the list, e.g. "Supprimer votre compte efface :". */
  erasedIntro: string;
  /** Why orders are kept (accounting obligation), and for how long. */
  kept: string;
  /** e.g. "Supprimer mon compte". */
  delete: string;
  /** The confirmation's warning, e.g. "Cette action est définitive. Saisissez votre mot de passe pour confirmer.". */
  confirmText: string;
  password: string;
  required: string;
  /** e.g. "Supprimer définitivement". */
  confirm: string;
  cancel: string;
}

/** Props of {@link MyData}. */
export interface MyDataProps {
  onDownload: () => void;
  downloading?: boolean;
  /** The download's answer (e.g. the file name) or its failure. */
  downloadSuccess?: string | undefined;
  downloadFailure?: string | undefined;
  /** Called with the password typed in the confirmation step. */
  onDelete: (password: string) => void;
  deleting?: boolean;
  /** Under the password field, e.g. "Saisissez votre mot de passe." or the server's "mot de passe incorrect". */
  passwordError?: string | undefined;
  deleteFailure?: string | undefined;
  labels: MyDataLabels;
}

/**
 * The customer's data (GDPR art. 15, 17 and 20): download everything the shop holds as a file, and delete the
 * account — what is erased, what is kept and why, then a confirmation step that asks for the password again. Focus
 * goes to the password field when the step opens and back to the delete button when it is cancelled.
 *
 * @example
 * <MyData onDownload={download} onDelete={(password) => remove(password)} labels={labels} />
 */
export function MyData({
  onDownload,
  downloading,
  downloadSuccess,
  downloadFailure,
  onDelete,
  deleting,
  passwordError,
  deleteFailure,
  labels,
}: MyDataProps) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const passwordInput = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) passwordInput.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      deleteButton.current?.focus();
    }
  }, [confirming]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDelete(password);
  };
  return (
    <div className={styles.data}>
      <section className={styles.section} aria-labelledby="my-data-export">
        <h2 id="my-data-export" className={styles.title}>
          {labels.exportTitle}
        </h2>
        <p className={styles.text}>{labels.exportText}</p>
        <div>
          <Button
            variant="secondary"
            icon="arrow-up"
            className={styles.download}
            loading={downloading}
            onClick={onDownload}
          >
            {labels.download}
          </Button>
        </div>
        <FormOutcome success={downloadSuccess} failure={downloadFailure} />
      </section>
      <section className={[styles.section, styles.danger].join(' ')} aria-labelledby="my-data-delete">
        <h2 id="my-data-delete" className={styles.title}>
          {labels.deleteTitle}
        </h2>
        <p className={styles.text}>{labels.erasedIntro}</p>
        <ul className={styles.erased}>
          {labels.erased.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.text}>{labels.kept}</p>
        {confirming ? (
          <form className={styles.confirm} noValidate onSubmit={submit}>
            <p className={styles.warning}>{labels.confirmText}</p>
            <FormField label={labels.password} error={passwordError} required requiredLabel={labels.required}>
              {(control) => (
                <Input
                  {...control}
                  ref={passwordInput}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            <div className={styles.actions}>
              <Button type="submit" variant="danger" icon="trash" loading={deleting}>
                {labels.confirm}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  returnFocus.current = true;
                  setPassword('');
                  setConfirming(false);
                }}
              >
                {labels.cancel}
              </Button>
            </div>
            <FormOutcome failure={deleteFailure} />
          </form>
        ) : (
          <div>
            <Button ref={deleteButton} variant="danger" icon="trash" onClick={() => setConfirming(true)}>
              {labels.delete}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
