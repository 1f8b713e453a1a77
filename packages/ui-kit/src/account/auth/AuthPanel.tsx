import { useEffect, useRef } from 'react';
import { Tabs } from '../../navigation/Tabs';
import styles from './AuthPanel.module.css';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
import { LoginForm, type LoginFormProps } from './LoginForm';
import { NewPasswordForm, type NewPasswordFormProps } from './NewPasswordForm';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

/** Which form an {@link AuthPanel} shows. */
export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

/** Texts of {@link AuthPanel} itself (each form has its own). */
export interface AuthPanelLabels {
  /** Accessible name of the tab list, e.g. "Votre compte". */
  tabs: string;
  /** e.g. "Se connecter". */
  loginTab: string;
  /** e.g. "Créer un compte". */
  registerTab: string;
}

/** Props of {@link AuthPanel}. */
export interface AuthPanelProps {
  mode: AuthMode;
  /** Asked by the tabs, "Forgot your password?" and "Back to log in"; the page switches. */
  onModeChange: (mode: AuthMode) => void;
  login: Omit<LoginFormProps, 'onForgotPassword'>;
  register: RegisterFormProps;
  forgot: Omit<ForgotPasswordFormProps, 'onBack'>;
  /** The new-password form of a reset link; the `reset` mode shows the login form without it. */
  reset?: NewPasswordFormProps;
  labels: AuthPanelLabels;
}

/**
 * The auth modal's content (SPEC §2 "auth", "forget password"): tabs "Log in" / "Create an account", the
 * "Forgot your password?" form reached from the login form, and the new-password form of a reset link. When the
 * panel moves between the tabs and a single form, the focus goes to the first field of what is shown.
 *
 * @example
 * <AuthPanel mode={mode} onModeChange={setMode} login={loginProps} register={registerProps} forgot={forgotProps}
 *   labels={{ tabs: 'Votre compte', loginTab: 'Se connecter', registerTab: 'Créer un compte' }} />
 */
export function AuthPanel({ mode, onModeChange, login, register, forgot, reset, labels }: AuthPanelProps) {
  const container = useRef<HTMLDivElement>(null);
  const shown = mode === 'reset' && !reset ? 'login' : mode;
  const tabbed = shown === 'login' || shown === 'register';
  const previous = useRef(tabbed);

  useEffect(() => {
    if (previous.current === tabbed) return;
    previous.current = tabbed;
    // The control that switched (a link of the other layout) is gone: keep the keyboard in the panel.
    const panel = container.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])') ?? container.current;
    panel?.querySelector<HTMLElement>('input')?.focus();
  }, [tabbed]);

  return (
    <div ref={container} className={styles.panel}>
      {tabbed ? (
        <Tabs
          label={labels.tabs}
          selectedId={shown}
          onChange={(id) => onModeChange(id === 'register' ? 'register' : 'login')}
          tabs={[
            {
              id: 'login',
              label: labels.loginTab,
              content: <LoginForm {...login} onForgotPassword={() => onModeChange('forgot')} />,
            },
            { id: 'register', label: labels.registerTab, content: <RegisterForm {...register} /> },
          ]}
        />
      ) : shown === 'forgot' ? (
        <ForgotPasswordForm {...forgot} onBack={() => onModeChange('login')} />
      ) : reset ? (
        <NewPasswordForm {...reset} />
      ) : null}
    </div>
  );
}
