import { type ConsentChoice, CookieNotice } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** SPEC §9 "claim name cookiesAccepted". */
const CLAIM = 'cookiesAccepted';

const loadClaims = () => import('@citerne/core-api').then(({ createClaims }) => createClaims());

/**
 * The cookie notice (SPEC §2): it asks for the stored `cookiesAccepted` claim after the page is interactive;
 * without a decision it stores `false` and shows the notice; the shopper's choice (closing counts as refusing,
 * under French rules) is stored as the claim's value and hides it. Links to the terms of use ("See details").
 */
export function CookieConsent() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let current = true;
    loadClaims()
      .then((claims) => claims.ensure(CLAIM, false))
      .then((claim) => {
        if (current) setVisible(claim.value === false);
      })
      .catch(() => {
        // Storage refused (private mode, quota): ask every visit rather than never.
        if (current) setVisible(true);
      });
    return () => {
      current = false;
    };
  }, []);

  if (!visible) return null;
  const decide = (choice: ConsentChoice) => {
    setVisible(false);
    void loadClaims().then((claims) => claims.set(CLAIM, choice));
  };
  return (
    <CookieNotice
      categories={[
        { id: 'necessary', label: t`Necessary`, description: t`Cart, session and security.`, essential: true },
        { id: 'analytics', label: t`Audience measurement`, description: t`Anonymous visit statistics.` },
        { id: 'marketing', label: t`Marketing`, description: t`Personalised offers on other sites.` },
      ]}
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
