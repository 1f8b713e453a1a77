import { Button } from '../actions/Button';
import { Icon } from '../icons/Icon';
import panel from './StatusPanel.module.css';

/** Props of {@link LoginRequired}. */
export interface LoginRequiredProps {
  /** SPEC §2: "You need to be logged in to see this page", in the shop's language. */
  message: string;
  /** e.g. "Se connecter". */
  loginLabel: string;
  onLogin: () => void;
  /** Heading level of the message; 1 when it stands for the page's heading. */
  headingLevel?: 1 | 2;
}

/**
 * What an account page shows a visitor who is not logged in (SPEC §2 "My Account"): the message and a button that
 * opens the login.
 *
 * @example
 * <LoginRequired message="Vous devez être connecté pour voir cette page" loginLabel="Se connecter" onLogin={openLogin} />
 */
export function LoginRequired({ message, loginLabel, onLogin, headingLevel = 1 }: LoginRequiredProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={panel.panel}>
      <span className={panel.icon}>
        <Icon name="lock" size="2rem" />
      </span>
      <Heading className={panel.title}>{message}</Heading>
      <Button icon="account" size="lg" onClick={onLogin}>
        {loginLabel}
      </Button>
    </div>
  );
}
