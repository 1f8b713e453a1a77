import { createNewsletter, type Newsletter } from '@citerne/account';
import { useNewsletter } from '@citerne/account/react';
import { NewsletterPanel, Skeleton } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { browserApi } from '../../api/browserApi';
import { accountMessageText } from '../accountMessageText';
import type { AccountSectionProps } from './AccountSectionProps';

/**
 * My Account's newsletter (SPEC §3 "Newsletter", §4 "Newsletter"): the subscription of the account's e-mail, loaded
 * for the logged-in customer, and subscribing (SPEC §8 success text, and the 10 % coupon of SPEC §9 sent by
 * e-mail) or unsubscribing.
 */
export function NewsletterSection({ session, profile }: AccountSectionProps) {
  const [newsletter, setNewsletter] = useState<Newsletter | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let created: Newsletter | null = null;
    void browserApi().then((client) => {
      if (!live) return;
      created = createNewsletter({ client, session });
      setNewsletter(created);
      created.load().catch(() => setFailed(true));
    });
    return () => {
      live = false;
      created?.dispose();
    };
  }, [session]);
  if (!newsletter) return <Skeleton shape="rect" height="8rem" />;
  return <Subscription newsletter={newsletter} email={profile.email} loadFailed={failed} />;
}

function Subscription({
  newsletter,
  email,
  loadFailed,
}: {
  readonly newsletter: Newsletter;
  readonly email: string;
  readonly loadFailed: boolean;
}) {
  const { t, i18n } = useLingui();
  const state = useNewsletter(newsletter);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ success?: string; failure?: string }>({});
  const run = async (action: () => ReturnType<Newsletter['unsubscribe']>, subscribing: boolean) => {
    setBusy(true);
    setOutcome({});
    const answer = await action();
    setBusy(false);
    if (!answer.ok) setOutcome({ failure: accountMessageText(i18n, answer.message) });
    else if (answer.changed) {
      const text = accountMessageText(i18n, answer.message);
      setOutcome({
        success: subscribing ? `${text} ${t`Your 10% discount code has been sent to you by e-mail.`}` : text,
      });
    }
  };
  return (
    <NewsletterPanel
      status={loadFailed && state.status === 'unknown' ? 'unsubscribed' : state.status}
      email={state.email ?? email}
      busy={busy}
      onSubscribe={() => void run(() => newsletter.subscribeEmail(), true)}
      onUnsubscribe={() => void run(() => newsletter.unsubscribe(), false)}
      success={outcome.success}
      failure={
        outcome.failure ??
        (loadFailed ? t`Your subscription could not be loaded. Try again in a few seconds.` : undefined)
      }
      labels={{
        subscribed: t`You are subscribed to our newsletter`,
        unsubscribed: t`You are not subscribed to our newsletter`,
        loading: t`Loading your subscription…`,
        sentTo: (address) => t`Sent to ${address}`,
        promise: t`Subscribe and get a 10% discount code by e-mail.`,
        subscribe: t`Subscribe to the newsletter`,
        unsubscribe: t`Unsubscribe`,
      }}
    />
  );
}
