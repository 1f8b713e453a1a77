import { Breadcrumbs, Link } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useSellerIdentity } from '../chrome/useSellerIdentity';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';

/** The day the statement was drawn up (RGAA's model statement dates it), after the last audit run of issue 19. */
const STATEMENT_DATE = '2026-11-28';

/**
 * The "Déclaration d'accessibilité" the European Accessibility Act asks of an online shop since June 2025 (directive
 * (EU) 2019/882, loi 2023-171), following RGAA 4.1's model statement: the commitment, the conformance status, how it
 * was measured and with what, the known exceptions, how to report a barrier, and the remedies (Défenseur des droits).
 * No full RGAA audit of the 106 criteria has been done yet, and RGAA then prescribes "non conforme": the statement says
 * so rather than claim a rate nobody measured. The audit method it describes is the e2e suite
 * (`e2e/accessibility.spec.ts` and the axe scans and keyboard tests of the other specs): keep the two in step.
 */
export function AccessibilityStatement() {
  const { t, i18n } = useLingui();
  const store = useStoreView();
  const seller = useSellerIdentity();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${STATEMENT_DATE}T00:00:00Z`),
  );
  const company = seller.companyName;
  return (
    <article className="cms-page accessibility-statement">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[{ label: t`Home`, href: storePath(store, '/') }, { label: t`Accessibility statement` }]}
      />
      <h1>{t`Accessibility statement`}</h1>
      <div className="prose cms-page__content">
        <p>
          {t`${company} is committed to making its online shop accessible to everyone, in accordance with the European Accessibility Act (directive (EU) 2019/882) and article 47 of law 2005-102 of 11 February 2005.`}
        </p>
        <p>{t`This accessibility statement applies to the online shop at the address you are visiting.`}</p>

        <h2>{t`Conformance status`}</h2>
        <p>
          <strong>{t`The online shop is not compliant with the RGAA 4.1 (WCAG 2.1 level AA).`}</strong>{' '}
          {t`No full audit of the 106 criteria of the RGAA has been carried out yet: in that case the RGAA requires the status "not compliant". The automated and keyboard tests described below find no non-conformity on the pages and windows they cover.`}
        </p>

        <h2>{t`How the shop is tested`}</h2>
        <p>
          {t`At each version of the shop, an automated test suite opens every type of page and every dialog window in Chromium, on a desktop screen and on a phone screen, and analyses them with axe-core (rules of WCAG 2.0, 2.1 and 2.2, levels A and AA, and good practices):`}
        </p>
        <ul>
          <li>
            {t`pages: home, category, search, every type of product (configurable, bundle, grouped, simple, made-to-measure), content and legal pages, blog, buying guide, configurator, comparison, wishlist, each checkout step and the order confirmation, each section of the customer account, contact, store locator, withdrawal and its form, newsletter unsubscription, page not found, error page and this statement;`}
          </li>
          <li>
            {t`dialog windows: customer account (login, account creation, forgotten password), language, newsletter, terms and conditions, how to measure, review, cookie management, mini-cart and search.`}
          </li>
        </ul>
        <p>
          {t`Keyboard tests check that every control can be reached with the Tab key, that an order can be placed and a made-to-measure tank configured with the keyboard alone, that the menu works with the arrow keys, and that every dialog window keeps the focus inside it, closes with the Escape key and gives the focus back.`}
        </p>
        <p>
          {t`Technologies relied upon: HTML5, CSS, JavaScript, WAI-ARIA. Tools: axe-core 4.14, Playwright and Chromium.`}
        </p>
        <p>{t`Result of the last run: no violation found by axe-core, and every keyboard test passed.`}</p>

        <h2>{t`Known exceptions`}</h2>
        <ul>
          <li>
            {t`The card payment pages belong to our payment providers (Systempay, PayPlug): their accessibility is theirs.`}
          </li>
          <li>
            {t`Texts of the content pages and product descriptions are written by our team; automated tests cannot judge whether every image description or heading is relevant.`}
          </li>
          <li>{t`Automated tests find only part of the barriers: a full manual audit is planned.`}</li>
        </ul>

        <h2>{t`Report a barrier`}</h2>
        <p>
          {t`If you cannot access a content or a service, contact us and we will give you access to it in another form, or the information itself.`}
        </p>
        <ul>
          <li>
            <Link href={storePath(store, '/contact')}>{t`Contact form`}</Link>
          </li>
          <li>
            {t`E-mail:`} <Link href={`mailto:${seller.email}`}>{seller.email}</Link>
          </li>
          <li>
            {t`Telephone:`} <Link href={`tel:${seller.phone.e164}`}>{seller.phone.display}</Link>
          </li>
          <li>
            {t`Post:`} {company}, {seller.address.street}, {seller.address.postcode} {seller.address.city}
          </li>
        </ul>

        <h2>{t`Remedies`}</h2>
        <p>
          {t`If you have reported an accessibility defect that prevents you from accessing a content or a service and you did not get a satisfactory answer, you can:`}
        </p>
        <ul>
          <li>
            <Link href="https://formulaire.defenseurdesdroits.fr/">{t`write a message to the Défenseur des droits`}</Link>
            ;
          </li>
          <li>
            <Link href="https://www.defenseurdesdroits.fr/carte-des-delegues">
              {t`contact the delegate of the Défenseur des droits in your region`}
            </Link>
            ;
          </li>
          <li>
            {t`send a letter by post (free of charge, no stamp needed): Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07;`}
          </li>
          <li>
            <Link href="https://signal.conso.gouv.fr/">{t`report the shop to the consumer protection authority (SignalConso)`}</Link>
            .
          </li>
        </ul>
        <p>
          <small>{t`This statement was drawn up on ${date}.`}</small>
        </p>
      </div>
    </article>
  );
}
