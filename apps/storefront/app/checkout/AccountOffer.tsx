import { emptyCheckoutState, validatePersonalDetails } from '@citerne/checkout';
import { ApiError } from '@citerne/core-api';
import { Button, FormField, Input } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { accountMessageText } from '../account/accountMessageText';
import { browserApi, browserSession } from '../api/browserApi';
import { checkoutMessageText } from './checkoutMessageText';

interface AccountOfferProps {
  readonly orderNumber: string;
  readonly email: string;
  /** The order's access key: it proves to the API that the order is this guest's. */
  readonly accessKey: string;
}

/**
 * The thank-you page's offer to a guest (issue 14): an account made from the order just placed — its e-mail, names
 * and address — with a password to choose; the order moves into it and the shopper is logged in.
 */
export function AccountOffer({ orderNumber, email, accessKey }: AccountOfferProps) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The password rule of the checkout's own account creation (SPEC §5), written once in @citerne/checkout.
    const problem = validatePersonalDetails({
      ...emptyCheckoutState().personalDetails,
      firstName: 'x'.repeat(2),
      lastName: 'x'.repeat(2),
      emailAddress: email,
      createAccount: true,
      password,
    }).password;
    if (problem) {
      setError(checkoutMessageText(i18n, problem));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await (await browserApi()).order.createAccount(orderNumber, password, { key: accessKey });
      const login = await (await browserSession()).login({ email, password });
      if (!login.ok) throw new Error(login.message);
      setPassword('');
      setDone(true);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(accountMessageText(i18n, failure instanceof ApiError ? failure.message : message));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <p role="status">{t`Your account is created and you are logged in: this order is in it.`}</p>;
  return (
    <form className="checkout-fields" noValidate onSubmit={submit} aria-labelledby="account-offer-title">
      <h2 id="account-offer-title" className="checkout-offer__title">{t`Save your details for next time`}</h2>
      <p>{t`Choose a password to create your account with ${email}: you will follow this order and order faster.`}</p>
      <FormField label={t`Password`} hint={t`At least 8 characters.`} error={error}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" loading={busy}>
        {t`Create my account`}
      </Button>
    </form>
  );
}
