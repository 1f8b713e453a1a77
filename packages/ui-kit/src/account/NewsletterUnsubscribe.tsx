import type { ReactNode } from 'react';
import { Button } from '../actions/Button';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconPaths';
import styles from './NewsletterUnsubscribe.module.css';
import panel from './StatusPanel.module.css';

/** Where the unsubscribe through a newsletter e-mail's link stands. */
export type NewsletterUnsubscribeState = 'confirm' | 'done' | 'invalid' | 'failed';

/** Texts of {@link NewsletterUnsubscribe}: a title and a text for each state, and the button. */
export interface NewsletterUnsubscribeLabels {
  /** e.g. "Se désinscrire de la newsletter". */
  confirmTitle: string;
  /** e.g. "Vous ne recevrez plus notre newsletter à cette adresse. Confirmez-vous ?". */
  confirmText: string;
  /** e.g. "Confirmer la désinscription". */
  confirm: string;
  /** e.g. "Vous êtes désinscrit(e)". */
  doneTitle: string;
  doneText: string;
  /** e.g. "Ce lien de désinscription n’est pas valide". */
  invalidTitle: string;
  /** May hold links (to the account, the contact page). */
  invalidText: ReactNode;
  /** e.g. "La désinscription n’a pas abouti". */
  failedTitle: string;
  failedText: ReactNode;
}

/** Props of {@link NewsletterUnsubscribe}. */
export interface NewsletterUnsubscribeProps {
  state: NewsletterUnsubscribeState;
  /** The signed token of the e-mail's link, posted back with the confirmation. */
  token: string;
  labels: NewsletterUnsubscribeLabels;
  /** Where the confirmation is posted (the page itself by default). */
  action?: string;
  /** Heading level of the title; 1 when it stands for the page's heading. */
  headingLevel?: 1 | 2;
}

const icons: Record<NewsletterUnsubscribeState, IconName> = {
  confirm: 'envelope',
  done: 'circle-check',
  invalid: 'circle-alert',
  failed: 'warning',
};

/**
 * The page a newsletter e-mail's unsubscribe link opens (SPEC §4 "Newsletter"; art. L34-5 CPCE): one button
 * confirms, as a plain form POST, so it works without JavaScript; then what happened — unsubscribed, a link that is
 * not valid, or a failure to try again (the form stays). The result is a live region, announced when it appears.
 *
 * @example
 * <NewsletterUnsubscribe state="confirm" token={token} labels={labels} />
 */
export function NewsletterUnsubscribe({ state, token, labels, action, headingLevel = 1 }: NewsletterUnsubscribeProps) {
  const Heading = `h${headingLevel}` as const;
  const texts = {
    confirm: [labels.confirmTitle, labels.confirmText],
    done: [labels.doneTitle, labels.doneText],
    invalid: [labels.invalidTitle, labels.invalidText],
    failed: [labels.failedTitle, labels.failedText],
  }[state];
  const showForm = state === 'confirm' || state === 'failed';
  return (
    <div className={panel.panel} data-state={state}>
      <span className={`${panel.icon} ${styles.icon}`}>
        <Icon name={icons[state]} size="2rem" />
      </span>
      <div role={state === 'confirm' ? undefined : state === 'done' ? 'status' : 'alert'} className={styles.result}>
        <Heading className={panel.title}>{texts[0]}</Heading>
        <p className={styles.text}>{texts[1]}</p>
      </div>
      {showForm ? (
        <form method="post" action={action} className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" variant={state === 'failed' ? 'secondary' : 'primary'}>
            {labels.confirm}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
