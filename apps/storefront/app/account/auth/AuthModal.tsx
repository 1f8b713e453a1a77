import '../accountCatalog';
import './authModal.css';
import { type AuthMode, AuthPanel, Modal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import type { ModalComponentProps } from '../../modals/ModalComponentProps';
import { useNotify } from '../../notifications/notificationsAtom';
import { useAuthLabels } from './useAuthLabels';
import { useForgotPasswordForm } from './useForgotPasswordForm';
import { useLoginForm } from './useLoginForm';
import { useNewPasswordForm } from './useNewPasswordForm';
import { useRegisterForm } from './useRegisterForm';

/**
 * What opens the modal (SPEC §2: `auth` "opened with login payload", `forget password`): the form to show, the
 * e-mail to fill in, the token of a reset link, and why it opened (`expired`: the session ended, SPEC §8).
 */
const AuthModalPayloadSchema = v.object({
  mode: v.optional(v.picklist(['login', 'register', 'forgot', 'reset'])),
  email: v.optional(v.string(), ''),
  resetToken: v.optional(v.string(), ''),
  notice: v.optional(v.picklist(['expired'])),
});

/** The payload of the `auth` and `forget-password` modals. */
export type AuthModalPayload = v.InferInput<typeof AuthModalPayloadSchema>;

/**
 * The auth modal (SPEC §2 modals `auth` and `forget password`): log in, create an account, ask for a reset link,
 * choose a new password from the link; the payload's `mode` names the form (login when it names none). Success
 * closes the modal and says so in a notification. Loaded in its own chunk with the account's texts.
 */
export default function AuthModal({ payload, onClose }: ModalComponentProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const labels = useAuthLabels();
  const parsed = v.safeParse(AuthModalPayloadSchema, payload ?? {});
  const opened = parsed.success ? parsed.output : { email: '', resetToken: '', mode: undefined, notice: undefined };
  const requested = opened.mode ?? 'login';
  // A reset without the link's token cannot set a password: ask for a link instead.
  const [mode, setMode] = useState<AuthMode>(requested === 'reset' && !opened.resetToken ? 'forgot' : requested);
  const body = useRef<HTMLDivElement>(null);
  const firstField = useMemo(
    () => ({
      get current() {
        const inputs = body.current ? [...body.current.querySelectorAll<HTMLElement>('input')] : [];
        return inputs.find((input) => !input.closest('[hidden]')) ?? null;
      },
    }),
    [],
  );

  const done = (message: string) => {
    notify.show({ type: 'success', message });
    onClose();
  };
  const login = useLoginForm(opened.email, done);
  const register = useRegisterForm(done);
  const forgot = useForgotPasswordForm(opened.email);
  const reset = useNewPasswordForm({ email: opened.email, resetToken: opened.resetToken }, done, (_email, failure) => {
    forgot.setFailure(failure);
    setMode('forgot');
  });

  const titles: Record<AuthMode, string> = {
    login: t`Your customer account`,
    register: t`Your customer account`,
    forgot: t`Forgot your password?`,
    reset: t`Choose a new password`,
  };

  return (
    <Modal open onClose={onClose} title={titles[mode]} closeLabel={t`Close`} size="sm" initialFocus={firstField}>
      <div ref={body}>
        {opened.notice === 'expired' && (mode === 'login' || mode === 'register') ? (
          <p role="status" className="auth-notice">
            {t`Your session has expired. Log in again, or create an account.`}
          </p>
        ) : null}
        <AuthPanel
          mode={mode}
          onModeChange={setMode}
          login={{ ...login, labels: labels.login }}
          register={{ ...register, labels: labels.register }}
          forgot={{ ...forgot, labels: labels.forgot }}
          reset={opened.resetToken ? { ...reset, labels: labels.reset } : undefined}
          labels={labels.panel}
        />
      </div>
    </Modal>
  );
}
