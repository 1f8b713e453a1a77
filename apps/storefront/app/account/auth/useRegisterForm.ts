import '../accountCatalog';
import { registrationProblems } from '@citerne/account';
import type { RegisterFormProps, RegisterValue } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { browserApi, browserSession } from '../../api/browserApi';
import { useNotify } from '../../notifications/notificationsAtom';
import type { AuthDone } from './AuthDone';
import { authFailureText } from './authFailureText';
import { authProblemText } from './authProblemText';

const empty: RegisterValue = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  confirmation: '',
  newsletter: false,
};

/**
 * The registration form of the auth modal: SPEC §5 rules (`registrationProblems`), `session.register` (creates the
 * account, then logs in), then the newsletter subscription when the shopper ticked it (SPEC §4 "Newsletter").
 */
export function useRegisterForm(done: AuthDone): Omit<RegisterFormProps, 'labels'> {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const [value, setValue] = useState<RegisterValue>(empty);
  const [errors, setErrors] = useState<RegisterFormProps['errors']>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const problems = registrationProblems(value);
    const found = {
      firstname: authProblemText(i18n, 'name', problems.firstname),
      lastname: authProblemText(i18n, 'name', problems.lastname),
      email: authProblemText(i18n, 'email', problems.email),
      password: authProblemText(i18n, 'password', problems.password),
      confirmation: authProblemText(i18n, 'password', problems.confirmation),
    };
    setErrors(found);
    setFailure(undefined);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const email = value.email.trim();
      const session = await browserSession();
      const outcome = await session.register({
        email,
        firstname: value.firstname.trim(),
        lastname: value.lastname.trim(),
        password: value.password,
      });
      if (!outcome.ok) {
        setFailure(authFailureText(i18n, outcome));
        return;
      }
      if (value.newsletter) {
        // The account exists whatever the newsletter answers: its failure is only reported.
        await (await browserApi()).newsletter.subscribe(email).catch(() =>
          notify.show({
            type: 'warning',
            message: t`The newsletter subscription failed. You can subscribe from your account.`,
          }),
        );
      }
      const firstname = value.firstname.trim();
      done(t`Welcome ${firstname}! Your account is created and you are logged in.`);
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
