import { type ConsentChoice, CookieNotice } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { storedConsent } from '../consent/consentState';
import { consentStateAtom } from '../consent/consentStateAtom';
import { honourCookieRefusal } from '../consent/honourCookieRefusal';
import { cookieNoticeOpenAtom } from '../state/cookieNoticeOpenAtom';
import { COOKIE_SETTINGS_HREF, consentCookie, cookieSaysRefused } from './consentCookie';

/** SPEC §9 "claim name cookiesAccepted". */
const CLAIM = 'cookiesAccepted';

const loadClaims = () => import('@citerne/core-api').then(({ createClaims }) => createClaims());
// The claim's validation (valibot) stays out of the first load too.
const loadReadConsent = () => import('../consent/readConsent').then((module) => module.readConsent);

/**
 * The cookie notice (SPEC §2). The shopper's answer is the `cookiesAccepted` claim (its value: the choice per
 * category; `false` until answered, SPEC §4) and a cookie mirroring it, so the server renders the notice with the
 * page for a shopper who has not answered (no late pop-up). Closing counts as refusing (French rules). Links to
 * the terms of use ("See details"). Any link to {@link COOKIE_SETTINGS_HREF} (the footer's "Cookie management")
 * opens it again so the choice can be changed at any time; the answer drives the tag manager (consentStateAtom).
 */
export function CookieConsent() {
  const { t } = useLingui();
  const root = useRouteLoaderData<{ consentDecided?: boolean }>('root');
  const [visible, setVisible] = useState(root?.consentDecided !== true);
  const setNoticeOpen = useSetAtom(cookieNoticeOpenAtom);
  const setConsent = useSetAtom(consentStateAtom);
  // An answer given before the stored claim is read back wins over that (older) claim.
  const answeredNow = useRef(false);
  // The first visit's `ensure` writes `false`: an answer is written after it, never overwritten by it.
  const claimRead = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => setNoticeOpen(visible), [visible, setNoticeOpen]);

  useEffect(() => {
    // Capture phase, before the router's link handler: the footer link reopens the notice instead of navigating.
    const reopen = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.getAttribute('href') !== COOKIE_SETTINGS_HREF) return;
      event.preventDefault();
      setVisible(true);
    };
    document.addEventListener('click', reopen, true);
    return () => document.removeEventListener('click', reopen, true);
  }, []);

  useEffect(() => {
    let current = true;
    const ensured = loadClaims().then((claims) => claims.ensure(CLAIM, false));
    claimRead.current = ensured.catch(() => undefined);
    Promise.all([ensured, loadReadConsent()])
      .then(([claim, readConsent]) => {
        if (!current || answeredNow.current) return;
        // The claim is the reference (validated, six months at most); the cookie may have been cleared alone. But a
        // refusal in the cookie wins over a claim written before it (honourCookieRefusal), which is then corrected.
        const read = readConsent(claim.value, Date.now());
        const consent = honourCookieRefusal(read, cookieSaysRefused(document.cookie));
        if (consent !== read && consent.answered) {
          const corrected = storedConsent(consent.choice, Date.now());
          void loadClaims().then((claims) => claims.set(CLAIM, corrected));
        }
        setConsent(consent);
        if (consent.answered) {
          const acceptedSomething = Object.entries(consent.choice).some(([id, on]) => on && id !== 'necessary');
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the shop serves.
          document.cookie = consentCookie(acceptedSomething);
        }
        setVisible(!consent.answered);
      })
      .catch(() => {
        // Storage refused (private mode, quota): the cookie alone decides.
      });
    return () => {
      current = false;
    };
  }, [setConsent]);

  if (!visible) return null;
  const categories = [
    { id: 'necessary', label: t`Necessary`, description: t`Cart, session and security.`, essential: true },
    { id: 'analytics', label: t`Audience measurement`, description: t`Anonymous visit statistics.` },
    { id: 'marketing', label: t`Marketing`, description: t`Personalised offers on other sites.` },
  ];
  const decide = (choice: ConsentChoice) => {
    answeredNow.current = true;
    setVisible(false);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the shop serves.
    document.cookie = consentCookie(categories.some((category) => !category.essential && choice[category.id]));
    const stored = storedConsent(choice, Date.now());
    setConsent({ answered: true, choice: stored.choice });
    void claimRead.current.then(loadClaims).then((claims) => claims.set(CLAIM, stored));
  };
  return (
    <CookieNotice
      categories={categories}
      labels={{
        title: t`Cookie management`,
        message: t`We use cookies to run the shop and, with your consent, to measure our audience.`,
        details: t`See details`,
        acceptAll: t`Accept all`,
        refuseAll: t`Refuse all`,
        customize: t`Customise`,
        save: t`Save my choices`,
        close: t`Close (refuse)`,
        customizeTitle: t`Customise my choices`,
        alwaysOn: t`always on`,
      }}
      detailsHref="/i/conditions-generales-utilisation"
      onDecide={decide}
    />
  );
}
