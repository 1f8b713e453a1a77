import '../accountCatalog';
import { credentialsProblems } from '@citerne/account';
import type { ForgotPasswordFormProps } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { browserApi } from '../../api/browserApi';
import { authProblemText } from './authProblemText';
import { requestFailureText } from './requestFailureText';

/**
 * The forgotten-password form (SPEC §7 "Reset password"): asks the API for a reset link. The answer is the same
 * whether or not the address has an account, and so is what the form says (SPEC §8). `failure` starts with why
 * the modal came here (an expired reset link).
 */
export function useForgotPasswordForm(
  initialEmail: string,
  initialFailure?: string,
): Omit<ForgotPasswordFormProps, 'labels' | 'onBack'> & { setFailure: (failure: string | undefined) => void } {
  const { i18n } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState(initialFailure);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit() {
    const found = authProblemText(i18n, 'email', credentialsProblems({ email }).email);
    setError(found);
    setFailure(undefined);
    setSent(false);
    if (found) return;
    setBusy(true);
    try {
      await (await browserApi()).user.resetPassword(email.trim());
      setSent(true);
    } catch (failed) {
      setFailure(requestFailureText(i18n, failed));
    } finally {
      setBusy(false);
    }
  }

  return {
    email,
    onChange: setEmail,
    error,
    failure,
    setFailure,
    busy,
    sent,
    onSubmit: () => void submit(),
  };
}
