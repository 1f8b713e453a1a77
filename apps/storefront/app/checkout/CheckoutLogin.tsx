import { Button, FormField, Input } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { accountMessageText } from '../account/accountMessageText';
import { browserSession } from '../api/browserApi';

/**
 * "I have an account": logging in without leaving the checkout. The session's login (SPEC §4) merges the guest cart
 * into the customer's, and the checkout then fills in the customer's details and default address. A refused login
 * says so without telling whether the e-mail has an account (SPEC §8).
 */
export function CheckoutLogin() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const outcome = await (await browserSession()).login({ email: email.trim(), password });
      if (!outcome.ok) setError(accountMessageText(i18n, outcome.message));
      else setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="checkout-login">
      <button
        type="button"
        className="checkout-login__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t`I already have an account: log in`}
      </button>
      {open ? (
        <form id={panelId} className="checkout-fields" noValidate onSubmit={submit} aria-label={t`Log in`}>
          <FormField label={t`E-mail address`}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t`Password`}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" loading={busy}>
            {t`Log in`}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
