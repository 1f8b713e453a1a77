import '../accountCatalog';
import { credentialsProblems } from '@citerne/account';
import { ApiError } from '@citerne/core-api';
import type { NewPasswordFormProps, NewPasswordValue } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { browserApi, browserSession } from '../../api/browserApi';
import type { AuthDone } from './AuthDone';
import { authFailureText } from './authFailureText';
import { authProblemText } from './authProblemText';
import { requestFailureText } from './requestFailureText';

/**
 * The new-password form of a reset link (SPEC §2 `is_reset=success`, §7 "Create password"): sets the password
 * with the link's token, then logs in with it. A link the API refuses (expired, already used) sends the shopper
 * to the forgotten-password form (`onLinkRefused`) to ask for another.
 */
export function useNewPasswordForm(
  link: { email: string; resetToken: string },
  done: AuthDone,
  onLinkRefused: (email: string, failure: string) => void,
): Omit<NewPasswordFormProps, 'labels'> {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState<NewPasswordValue>({ email: link.email, password: '', confirmation: '' });
  const [errors, setErrors] = useState<NewPasswordFormProps['errors']>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const problems = credentialsProblems(value);
    const found = {
      email: authProblemText(i18n, 'email', problems.email),
      password: authProblemText(i18n, 'password', problems.password),
      confirmation: authProblemText(i18n, 'password', problems.confirmation),
    };
    setErrors(found);
    setFailure(undefined);
    if (found.email || found.password || found.confirmation) return;
    const email = value.email.trim();
    setBusy(true);
    try {
      try {
        await (await browserApi()).user.createPassword({
          email,
          newPassword: value.password,
          resetToken: link.resetToken,
        });
      } catch (error) {
        const text = requestFailureText(i18n, error);
        if (error instanceof ApiError && error.code === 'RESET_LINK_EXPIRED') onLinkRefused(email, text);
        else setFailure(text);
        return;
      }
      // SPEC §8 "Password has successfully been changed", then the shopper is logged in with it.
      const outcome = await (await browserSession()).login({ email, password: value.password });
      if (!outcome.ok) {
        setFailure(`${t`Password has successfully been changed`}. ${authFailureText(i18n, outcome)}`);
        return;
      }
      done(t`Password has successfully been changed`);
    } finally {
      setBusy(false);
    }
  }

  return {
    value,
    onChange: (patch) => setValue((current) => ({ ...current, ...patch })),
    errors,
    failure,
    busy,
    onSubmit: () => void submit(),
  };
}
