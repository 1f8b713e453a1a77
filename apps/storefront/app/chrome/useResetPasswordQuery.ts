import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { AuthModalPayload } from '../account/auth/AuthModal';
import { useModals } from '../modals/modalsAtom';
import { useNotify } from '../notifications/notificationsAtom';

/**
 * SPEC §2 "A query parameter is_reset may appear on any page": `success` opens the forgot/reset password modal
 * in its "choose a new password" form, with the e-mail and the `resetToken` the API's reset link adds
 * (`GET /api/user/reset-password/link`); `error` shows "Your password reset link has expired." with an OK action
 * (SPEC §8). The parameters are then removed from the address, so the token does not stay in the history.
 */
export function useResetPasswordQuery() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const modals = useModals();
  const notify = useNotify();
  const value = params.get('is_reset');

  useEffect(() => {
    if (value !== 'success' && value !== 'error') return;
    if (value === 'success') {
      modals.open('forget-password', {
        mode: 'reset',
        email: params.get('email') ?? '',
        resetToken: params.get('resetToken') ?? '',
      } satisfies AuthModalPayload);
    } else {
      notify.show({
        type: 'danger',
        message: t`Your password reset link has expired.`,
        hasNoTimeout: true,
        action1: { label: t`OK`, action: () => {} },
      });
    }
    const next = new URLSearchParams(params);
    for (const key of ['is_reset', 'resetToken', 'email']) next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [value, params, setParams, modals, notify, t]);
}
