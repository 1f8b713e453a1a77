import { type ConsentChoice, CookieNotice } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { cookieNoticeOpenAtom } from '../state/cookieNoticeOpenAtom';
import { consentCookie } from './consentCookie';

/** SPEC §9 "claim name cookiesAccepted". */
const CLAIM = 'cookiesAccepted';

const loadClaims = () => import('@citerne/core-api').then(({ createClaims }) => createClaims());

/**
 * The cookie notice (SPEC §2). The shopper's answer is the `cookiesAccepted` claim (its value: the choice per
 * category; `false` until answered, SPEC §4) and a cookie mirroring it, so the server renders the notice with the
 * page for a shopper who has not answered (no late pop-up). Closing counts as refusing (French rules). Links to
 * the terms of use ("See details").
 */
export function CookieConsent() {
  const { t } = useLingui();
  const root = useRouteLoaderData<{ consentDecided?: boolean }>('root');
  const [visible, setVisible] = useState(root?.consentDecided !== true);
  const setNoticeOpen = useSetAtom(cookieNoticeOpenAtom);
  useEffect(() => setNoticeOpen(visible), [visible, setNoticeOpen]);

  useEffect(() => {
    let current = true;
    loadClaims()
      .then((claims) => claims.ensure(CLAIM, false))
      .then((claim) => {
        if (!current) return;
        // The claim is the reference; the cookie may have been cleared alone.
        const decided = claim.value !== false;
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the shop serves.
        if (decided) document.cookie = consentCookie(Object.values(claim.value as ConsentChoice).some(Boolean));
        setVisible(!decided);
      })
      .catch(() => {
        // Storage refused (private mode, quota): the cookie alone decides.
      });
    return () => {
      current = false;
    };
  }, []);

  if (!visible) return null;
  const categories = [
    { id: 'necessary', label: t`Necessary`, description: t`Cart, session and security.`, essential: true },
    { id: 'analytics', label: t`Audience measurement`, description: t`Anonymous visit statistics.` },
    { id: 'marketing', label: t`Marketing`, description: t`Personalised offers on other sites.` },
  ];
  const decide = (choice: ConsentChoice) => {
    setVisible(false);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the shop serves.
    document.cookie = consentCookie(categories.some((category) => !category.essential && choice[category.id]));
    void loadClaims().then((claims) => claims.set(CLAIM, choice));
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
