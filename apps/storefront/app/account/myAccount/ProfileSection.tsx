import { credentialsProblems, emailProblem, nameProblem } from '@citerne/account';
import { ChangePasswordForm, type ChangePasswordValue, ProfileForm, type ProfileValue } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { accountMessageText } from '../accountMessageText';
import { authProblemText } from '../auth/authProblemText';
import type { AccountSectionProps } from './AccountSectionProps';

type Outcome = { success?: string; failure?: string };

/**
 * My Account's profile (SPEC §6: first name, last name and e-mail; the addresses have their own section) and the
 * password change (SPEC §8 "Account": refused offline, success then automatic re-login, else the server's message).
 */
export function ProfileSection({ session, profile }: AccountSectionProps) {
  const { t, i18n } = useLingui();
  const initial = useMemo(
    () => ({ firstname: profile.firstname, lastname: profile.lastname, email: profile.email }),
    [profile.firstname, profile.lastname, profile.email],
  );
  const [profileErrors, setProfileErrors] = useState<Partial<Record<keyof ProfileValue, string>>>({});
  const [profileBusy, setProfileBusy] = useState(false);
  const [profileOutcome, setProfileOutcome] = useState<Outcome>({});
  const [passwordErrors, setPasswordErrors] = useState<Partial<Record<keyof ChangePasswordValue, string>>>({});
  const [passwordBusy, setPasswordBusy] = useState(false);
  const [passwordOutcome, setPasswordOutcome] = useState<Outcome>({});

  const saveProfile = async (value: ProfileValue) => {
    const errors = {
      firstname: authProblemText(i18n, 'name', nameProblem(value.firstname) ?? undefined),
      lastname: authProblemText(i18n, 'name', nameProblem(value.lastname) ?? undefined),
      email: authProblemText(i18n, 'email', emailProblem(value.email) ?? undefined),
    };
    setProfileErrors(errors);
    setProfileOutcome({});
    if (errors.firstname || errors.lastname || errors.email) return;
    setProfileBusy(true);
    const outcome = await session.updateProfile(value);
    setProfileBusy(false);
    const text = accountMessageText(i18n, outcome.message);
    setProfileOutcome(outcome.ok ? { success: text } : { failure: text });
  };

  const changePassword = async (value: ChangePasswordValue) => {
    const problems = credentialsProblems({ password: value.newPassword, confirmation: value.confirmation });
    const errors = {
      currentPassword: value.currentPassword === '' ? t`Field is required.` : undefined,
      newPassword: authProblemText(i18n, 'password', problems.password),
      confirmation: authProblemText(i18n, 'password', problems.confirmation),
    };
    setPasswordErrors(errors);
    setPasswordOutcome({});
    if (errors.currentPassword || errors.newPassword || errors.confirmation) return;
    setPasswordBusy(true);
    const outcome = await session.changePassword({
      currentPassword: value.currentPassword,
      newPassword: value.newPassword,
    });
    setPasswordBusy(false);
    const text = accountMessageText(i18n, outcome.message);
    setPasswordOutcome(outcome.ok ? { success: text } : { failure: text });
  };

  return (
    <div className="account-section">
      <ProfileForm
        initial={initial}
        onSubmit={(value) => void saveProfile(value)}
        errors={profileErrors}
        busy={profileBusy}
        success={profileOutcome.success}
        failure={profileOutcome.failure}
        labels={{
          title: t`My details`,
          firstname: t`First name`,
          lastname: t`Last name`,
          email: t`E-mail address`,
          required: t`required`,
          submit: t`Save`,
        }}
      />
      <ChangePasswordForm
        onSubmit={(value) => void changePassword(value)}
        errors={passwordErrors}
        busy={passwordBusy}
        success={passwordOutcome.success}
        failure={passwordOutcome.failure}
        labels={{
          title: t`Change my password`,
          currentPassword: t`Current password`,
          newPassword: t`New password`,
          newPasswordHint: t`At least 8 characters.`,
          confirmation: t`Confirm the new password`,
          required: t`required`,
          submit: t`Change the password`,
        }}
      />
    </div>
  );
}
