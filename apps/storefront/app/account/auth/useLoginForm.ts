import '../accountCatalog';
import { emailProblem } from '@citerne/account';
import type { LoginFormProps, LoginValue } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { browserSession } from '../../api/browserApi';
import type { AuthDone } from './AuthDone';
import { authFailureText } from './authFailureText';
import { authProblemText } from './authProblemText';

/**
 * The login form of the auth modal: SPEC §5 field rules (`@citerne/account`; no length rule on a password that
 * already exists), then `session.login` (SPEC §4); a refusal becomes {@link authFailureText}.
 */
export function useLoginForm(initialEmail: string, done: AuthDone): Omit<LoginFormProps, 'labels'> {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState<LoginValue>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<LoginFormProps['errors']>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const found = {
      email: authProblemText(i18n, 'email', emailProblem(value.email) ?? undefined),
      password: value.password === '' ? authProblemText(i18n, 'password', 'required') : undefined,
    };
    setErrors(found);
    setFailure(undefined);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const session = await browserSession();
      const outcome = await session.login({ email: value.email.trim(), password: value.password });
      if (!outcome.ok) {
        setFailure(authFailureText(i18n, outcome));
        return;
      }
      const firstname = session.getState().profile?.firstname ?? '';
      done(firstname ? t`Hello ${firstname}, you are logged in.` : t`You are logged in.`);
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
