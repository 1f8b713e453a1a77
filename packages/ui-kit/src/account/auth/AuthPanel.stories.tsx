import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import {
  authPanelLabels,
  forgotPasswordLabels,
  lockedOutMessage,
  loginLabels,
  newPasswordLabels,
  registerLabels,
} from '../../fixtures/auth';
import { AuthPanel, type AuthPanelProps } from './AuthPanel';

const register = {
  value: { firstname: '', lastname: '', email: '', password: '', confirmation: '', newsletter: false },
  onChange: fn(),
  onSubmit: fn(),
  labels: registerLabels,
};

/** Switches modes as the shop's modal does. */
function AuthPanelDemo(props: AuthPanelProps) {
  const [mode, setMode] = useState(props.mode);
  return (
    <div style={{ maxWidth: '30rem' }}>
      <AuthPanel
        {...props}
        mode={mode}
        onModeChange={(next) => {
          props.onModeChange(next);
          setMode(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Account/Auth/AuthPanel',
  component: AuthPanel,
  render: (args) => <AuthPanelDemo {...args} />,
  args: {
    mode: 'login',
    onModeChange: fn(),
    login: { value: { email: '', password: '' }, onChange: fn(), onSubmit: fn(), labels: loginLabels },
    register,
    forgot: { email: '', onChange: fn(), onSubmit: fn(), labels: forgotPasswordLabels },
    labels: authPanelLabels,
  },
} satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Log in / Create an account are tabs; "Forgot your password?" leads to its form and back, keeping the focus in. */
export const Login: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Se connecter' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Créer un compte' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('register');
    await expect(canvas.getByRole('form', { name: 'Créer mon compte' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Se connecter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(canvas.getByLabelText(/Adresse e-mail/)).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Retour à la connexion' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Se connecter' })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

export const Register: Story = { args: { mode: 'register' } };

export const LockedOut: Story = {
  args: {
    login: {
      value: { email: 'lea@example.fr', password: 'mauvais' },
      onChange: fn(),
      onSubmit: fn(),
      failure: lockedOutMessage,
      labels: loginLabels,
    },
  },
};

export const Forgot: Story = { args: { mode: 'forgot' } };

export const ResetLinkSent: Story = {
  args: {
    mode: 'forgot',
    forgot: { email: 'lea@example.fr', sent: true, onChange: fn(), onSubmit: fn(), labels: forgotPasswordLabels },
  },
};

export const NewPassword: Story = {
  args: {
    mode: 'reset',
    reset: {
      value: { email: 'lea@example.fr', password: '', confirmation: '' },
      onChange: fn(),
      onSubmit: fn(),
      labels: newPasswordLabels,
    },
  },
};
