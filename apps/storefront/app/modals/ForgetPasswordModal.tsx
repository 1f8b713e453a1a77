import { Button, FormField, Input, Modal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { browserApi } from '../api/browserApi';
import { useNotify } from '../notifications/notificationsAtom';
import type { ModalComponentProps } from './ModalComponentProps';
import { type PasswordFormProblems, passwordFormProblems } from './passwordFormProblems';

const PayloadSchema = v.object({ token: v.optional(v.string(), ''), email: v.optional(v.string(), '') });

/**
 * The forgot / reset password modal (SPEC §2 "forget password"; opened by `is_reset=success`). With the reset
 * token of the e-mailed link it sets a new password; without one it asks for the address to send the link to.
 */
export default function ForgetPasswordModal({ payload, onClose }: ModalComponentProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const { token, email: linkEmail } = v.parse(PayloadSchema, payload ?? {});
  const resetting = token !== '';
  const [email, setEmail] = useState(linkEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<PasswordFormProblems>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const messages = {
    required: t`Field is required.`,
    invalid: t`Please provide valid e-mail address.`,
    tooShort: t`The password must have at least 8 characters.`,
    notIdentical: t`Passwords must be identical.`,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordFormProblems(resetting ? { email, password, confirmation } : { email });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const client = await browserApi();
      if (resetting) {
        await client.user.createPassword({ email: email.trim(), newPassword: password, resetToken: token });
        notify.show({ type: 'success', message: t`Password has successfully been changed` });
      } else {
        await client.user.resetPassword(email.trim());
        notify.show({
          type: 'success',
          message: t`If an account exists for this address, a reset link is on its way.`,
        });
      }
      onClose();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t`Something went wrong`);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={resetting ? t`Choose a new password` : t`Forgot your password?`}
      closeLabel={t`Close`}
      size="sm"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <FormField
          label={t`E-mail address`}
          required
          requiredLabel={t`required`}
          error={problems.email && messages[problems.email]}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        {resetting ? (
          <>
            <FormField
              label={t`New password`}
              required
              requiredLabel={t`required`}
              error={problems.password && messages[problems.password]}
            >
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
            <FormField
              label={t`Confirm the new password`}
              required
              requiredLabel={t`required`}
              error={problems.confirmation && messages.notIdentical}
            >
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                />
              )}
            </FormField>
          </>
        ) : null}
        {failure ? (
          <p role="alert" className="form-error">
            {failure}
          </p>
        ) : null}
        <Button type="submit" loading={sending}>
          {resetting ? t`Save the new password` : t`Send the reset link`}
        </Button>
      </form>
    </Modal>
  );
}
