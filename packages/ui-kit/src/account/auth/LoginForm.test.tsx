import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginLabels } from '../../fixtures/auth';
import { LoginForm, type LoginValue } from './LoginForm';

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState<LoginValue>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValue, string>>>({});
  return (
    <LoginForm
      value={value}
      errors={errors}
      onChange={(patch) => setValue({ ...value, ...patch })}
      onSubmit={() => {
        const found = value.email ? {} : { email: 'Ce champ est obligatoire.' };
        setErrors(found);
        if (!found.email) onSubmit();
      }}
      labels={loginLabels}
    />
  );
}

describe('LoginForm', () => {
  afterEach(cleanup);

  it('a submit that leaves errors focuses the error summary, which links to the invalid field', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Se connecter' })));
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toBe(document.activeElement);
    expect(screen.getByRole('link', { name: 'Adresse e-mail – Ce champ est obligatoire.' })).toHaveProperty(
      'hash',
      '#login-email',
    );
    const email = screen.getByLabelText(/Adresse e-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('login-email-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('typing after a failed submit does not move the focus', () => {
    render(<Harness onSubmit={vi.fn()} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Se connecter' })));
    const password = screen.getByLabelText(/Mot de passe/);
    act(() => password.focus());
    act(() => fireEvent.change(password, { target: { value: 'citerne' } }));
    expect(document.activeElement).toBe(password);
  });

  it('a busy form ignores another submit', () => {
    const onSubmit = vi.fn();
    render(
      <LoginForm
        value={{ email: 'a@b.fr', password: 'x' }}
        onChange={vi.fn()}
        onSubmit={onSubmit}
        busy
        labels={loginLabels}
      />,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Se connecter' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the show/hide button reveals the password and hides it again', () => {
    render(
      <LoginForm
        value={{ email: '', password: 'secret-1' }}
        onChange={vi.fn()}
        onSubmit={vi.fn()}
        labels={loginLabels}
      />,
    );
    const password = screen.getByLabelText(/Mot de passe/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Masquer' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
