import { Link, NewsletterUnsubscribe, type NewsletterUnsubscribeState } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { accountSectionPath } from '../myAccount/accountSections';

/**
 * `/newsletter/unsubscribe?token=…`, the page of the link every newsletter e-mail carries (SPEC §4 "Newsletter";
 * art. L34-5 CPCE): one button confirms through a plain form POST to the page's action, so it works without
 * JavaScript, then says whether the address is unsubscribed or the link is not valid.
 */
export function NewsletterUnsubscribePage({ state, token }: { state: NewsletterUnsubscribeState; token: string }) {
  const { t } = useLingui();
  return (
    <article className="newsletter-unsubscribe-page">
      <NewsletterUnsubscribe
        state={state}
        token={token}
        labels={{
          confirmTitle: t`Unsubscribe from the newsletter`,
          confirmText: t`You will no longer receive our newsletter and advice at this address. One click is enough: please confirm.`,
          confirm: t`Confirm unsubscribing`,
          doneTitle: t`You are unsubscribed from the newsletter`,
          doneText: t`We will not send it to you any more. You can subscribe again at any time from the bottom of any page or from your account.`,
          invalidTitle: t`This unsubscribe link is not valid`,
          // The two ways out are links (the account's newsletter section, the contact page). Plain `t` pieces rather
          // than lingui's <Trans>, whose runtime would join every page's first load for this one text.
          invalidText: (
            <>
              {t`It is incomplete or no longer valid. Use the link of a more recent e-mail,`}{' '}
              <Link href={accountSectionPath('newsletter')}>{t`unsubscribe from your account`}</Link> {t`or`}{' '}
              <Link href="/contact">{t`write to us`}</Link>.
            </>
          ),
          failedTitle: t`Unsubscribing did not go through`,
          failedText: t`The service is unavailable for a moment. Please try again in a few seconds.`,
        }}
      />
    </article>
  );
}
