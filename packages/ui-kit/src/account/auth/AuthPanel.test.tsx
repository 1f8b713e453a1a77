import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authPanelLabels,
  forgotPasswordLabels,
  loginLabels,
  newPasswordLabels,
  registerLabels,
} from '../../fixtures/auth';
import { type AuthMode, AuthPanel } from './AuthPanel';

const forms = {
  login: { value: { email: '', password: '' }, onChange: vi.fn(), onSubmit: vi.fn(), labels: loginLabels },
  register: {
    value: { firstname: '', lastname: '', email: '', password: '', confirmation: '', newsletter: false },
    onChange: vi.fn(),
    onSubmit: vi.fn(),
    labels: registerLabels,
  },
  forgot: { email: '', onChange: vi.fn(), onSubmit: vi.fn(), labels: forgotPasswordLabels },
  labels: authPanelLabels,
};

function Harness({ initial }: { initial: AuthMode }) {
  const [mode, setMode] = useState(initial);
  return <AuthPanel {...forms} mode={mode} onModeChange={setMode} />;
}

describe('AuthPanel', () => {
  afterEach(cleanup);

  it('shows the login and registration forms as tabs', () => {
    render(<Harness initial="register" />);
    expect(screen.getByRole('tab', { name: 'Créer un compte' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Se connecter' }));
    expect(screen.getByRole('tab', { name: 'Se connecter' }).getAttribute('aria-selected')).toBe('true');
  });

  it('"Forgot your password?" shows its form with the focus in its field, and back to the login tab', () => {
    render(<Harness initial="login" />);
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Adresse e-mail/));
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByRole('tab', { name: 'Se connecter' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.getAttribute('id')).toBe('login-email');
  });

  it('the reset mode shows the new-password form when given, else the login form', () => {
    render(<AuthPanel {...forms} mode="reset" onModeChange={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Se connecter' })).toBeTruthy();
    cleanup();
    render(
      <AuthPanel
        {...forms}
        mode="reset"
        onModeChange={vi.fn()}
        reset={{
          value: { email: 'lea@example.fr', password: '', confirmation: '' },
          onChange: vi.fn(),
          onSubmit: vi.fn(),
          labels: newPasswordLabels,
        }}
      />,
    );
    expect(screen.getByRole('form', { name: 'Enregistrer le mot de passe' })).toBeTruthy();
  });
});
