import '../accountCatalog';
import type {
  AuthPanelLabels,
  ForgotPasswordFormLabels,
  LoginFormLabels,
  NewPasswordFormLabels,
  RegisterFormLabels,
} from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** The texts of the auth modal's forms, in the shop's language. */
export function useAuthLabels() {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const common = {
      required: t`required`,
      errorSummaryTitle: t`Please correct the following fields:`,
      showPassword: t`Show`,
      hidePassword: t`Hide`,
    };
    const passwordHint = t`At least 8 characters.`;
    const login: LoginFormLabels = {
      ...common,
      submit: t`Log in`,
      email: t`E-mail address`,
      password: t`Password`,
      forgotPassword: t`Forgot your password?`,
    };
    const register: RegisterFormLabels = {
      ...common,
      submit: t`Create my account`,
      firstname: t`First name`,
      lastname: t`Last name`,
      email: t`E-mail address`,
      password: t`Password`,
      passwordHint,
      confirmation: t`Confirm the password`,
      newsletter: t`Subscribe to the newsletter`,
      newsletterHint: t`Installation tips and offers, and 10% off your next order. Unsubscribe in one click.`,
    };
    const forgot: ForgotPasswordFormLabels = {
      required: common.required,
      errorSummaryTitle: common.errorSummaryTitle,
      submit: t`Send the reset link`,
      intro: t`Enter the e-mail address of your account: we will send you a link to choose a new password.`,
      email: t`E-mail address`,
      sent: t`If an account exists for this address, a reset link is on its way.`,
      backToLogin: t`Back to log in`,
    };
    const reset: NewPasswordFormLabels = {
      ...common,
      submit: t`Save the new password`,
      intro: t`Choose the new password of your account. You will be logged in with it.`,
      email: t`E-mail address`,
      password: t`New password`,
      passwordHint,
      confirmation: t`Confirm the new password`,
    };
    const panel: AuthPanelLabels = {
      tabs: t`Log in or create an account`,
      loginTab: t`Log in`,
      registerTab: t`Create an account`,
    };
    return { login, register, forgot, reset, panel };
  }, [i18n.locale]);
}
