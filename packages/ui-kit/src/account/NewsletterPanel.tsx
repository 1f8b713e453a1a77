import { Button } from '../actions/Button';
import { Icon } from '../icons/Icon';
import { FormOutcome } from './FormOutcome';
import styles from './NewsletterPanel.module.css';

/** Texts of {@link NewsletterPanel}. */
export interface NewsletterPanelLabels {
  /** e.g. "Vous êtes inscrit(e) à notre newsletter". */
  subscribed: string;
  /** e.g. "Vous n’êtes pas inscrit(e) à notre newsletter". */
  unsubscribed: string;
  /** e.g. "Chargement de votre abonnement…". */
  loading: string;
  /** Which address receives it, e.g. `(email) => \`Envoyée à ${email}\``. */
  sentTo: (email: string) => string;
  /** The 10 % coupon promise of SPEC §9, e.g. "Inscrivez-vous et recevez un code de réduction de 10 %". */
  promise: string;
  subscribe: string;
  unsubscribe: string;
}

/** Props of {@link NewsletterPanel}. */
export interface NewsletterPanelProps {
  status: 'unknown' | 'subscribed' | 'unsubscribed';
  email: string;
  onSubscribe: () => void;
  onUnsubscribe: () => void;
  busy?: boolean;
  success?: string | undefined;
  failure?: string | undefined;
  labels: NewsletterPanelLabels;
}

/**
 * The account's newsletter subscription (SPEC §3 "Newsletter", §9 "coupon discount via newsletter 10%"): whether the
 * account's e-mail receives it, the 10 % coupon promised to a new subscriber, and the one action that applies.
 *
 * @example
 * <NewsletterPanel status="unsubscribed" email="lea@example.fr" onSubscribe={subscribe} onUnsubscribe={unsubscribe} labels={labels} />
 */
export function NewsletterPanel({
  status,
  email,
  onSubscribe,
  onUnsubscribe,
  busy,
  success,
  failure,
  labels,
}: NewsletterPanelProps) {
  const subscribed = status === 'subscribed';
  return (
    <div className={styles.panel} aria-busy={status === 'unknown' || undefined}>
      <div className={[styles.state, subscribed ? styles.on : styles.off].join(' ')}>
        <Icon name={subscribed ? 'circle-check' : 'envelope'} size="2rem" />
        <div>
          <p className={styles.title}>
            {status === 'unknown' ? labels.loading : subscribed ? labels.subscribed : labels.unsubscribed}
          </p>
          <p className={styles.email}>{labels.sentTo(email)}</p>
        </div>
      </div>
      {status === 'unsubscribed' ? (
        <p className={styles.promise}>
          <Icon name="flag" size="1.25rem" />
          {labels.promise}
        </p>
      ) : null}
      {status === 'unknown' ? null : (
        <div>
          {subscribed ? (
            <Button variant="secondary" loading={busy} onClick={onUnsubscribe}>
              {labels.unsubscribe}
            </Button>
          ) : (
            <Button variant="accent" icon="envelope" loading={busy} onClick={onSubscribe}>
              {labels.subscribe}
            </Button>
          )}
        </div>
      )}
      <FormOutcome success={success} failure={failure} />
    </div>
  );
}
