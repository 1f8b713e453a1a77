import { Footer } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { ACCESSIBILITY_PATH } from '../accessibility/accessibilitySeo';
import { CmsContent } from '../cms/CmsContent';
import { useModals } from '../modals/modalsAtom';
import { useStoreView } from '../storeView/useStoreView';
import { COOKIE_SETTINGS_HREF } from './consentCookie';
import { useNewsletterSignup } from './useNewsletterSignup';
import { useSellerIdentity } from './useSellerIdentity';
import { useWithdrawalLinks } from './useWithdrawalLinks';

// The shop's e-mail rule (SPEC §5, @citerne/account), loaded when the shopper first focuses the field: the footer is
// in every page's first load, the rule and valibot are not.
/** Each language named in itself, as the language switcher lists them. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = { fr: 'Français', de: 'Deutsch', it: 'Italiano' };

const loadEmailCheck = () => import('@citerne/account').then((account) => account.emailProblem);

/**
 * The footer of the default layout (SPEC §2): newsletter sign-up with the 10 % coupon offer, the shop's link
 * groups (delivery, returns, customer service, size guide, store locator, about us, legal pages), the CMS block
 * `footer-product-link`, the version label and the back-to-top button (after 200 px, SPEC §9). `minimal`: the minimal
 * layout's footer, with the withdrawal links and the accessibility statement only.
 */
export function ShopFooter({ productLinks, minimal = false }: { productLinks: string; minimal?: boolean }) {
  const { t } = useLingui();
  const newsletter = useNewsletterSignup();
  const modals = useModals();
  const store = useStoreView();
  const seller = useSellerIdentity();
  const withdrawal = useWithdrawalLinks();
  // The accessibility statement, with its status as RGAA asks the footer to show it (European Accessibility Act).
  const accessibility = { label: t`Accessibility: not compliant`, href: ACCESSIBILITY_PATH };
  const mediator = seller.mediator.name;
  const version = __APP_VERSION__;
  const year = new Date().getFullYear();
  if (minimal) {
    // The minimal layout (error page, login as customer) keeps the withdrawal function one click away, as every page.
    return (
      <Footer
        versionLabel={t`Version ${version}`}
        copyright={t`© ${year} Citerne souple — French manufacturer`}
        linkGroups={[{ heading: t`Legal information`, links: [...withdrawal, accessibility] }]}
      />
    );
  }
  return (
    <Footer
      versionLabel={t`Version ${version}`}
      copyright={t`© ${year} Citerne souple — French manufacturer`}
      newsletter={{
        heading: t`Newsletter`,
        description: t`Subscribe and get a 10% discount coupon on your first order.`,
        emailLabel: t`Your e-mail address`,
        placeholder: t`name@example.fr`,
        submitLabel: t`Subscribe`,
        messages: { required: t`Field is required.`, invalid: t`Please provide valid e-mail address.` },
        loadEmailCheck,
        onSubscribe: (email) => void newsletter.subscribe(email),
        submitting: newsletter.submitting,
        ...(newsletter.status ? { status: newsletter.status } : {}),
      }}
      linkGroups={[
        {
          heading: t`Customer service`,
          links: [
            { label: t`Delivery`, href: '/delivery' },
            { label: t`Returns`, href: '/returns' },
            { label: t`Customer service`, href: '/customer-service' },
            { label: t`Size guide`, href: '/size-guide' },
            // The withdrawal function, reachable from every page (Article 11a; art. L221-18 ff.), and the standard form.
            ...withdrawal,
          ],
        },
        {
          heading: t`The company`,
          links: [
            { label: t`About us`, href: '/about-us' },
            { label: t`Store locator`, href: '/store-locator' },
            { label: t`Our expertise`, href: '/i/expertise' },
            { label: t`Blog`, href: '/blog/' },
          ],
        },
        {
          heading: t`Legal information`,
          links: [
            { label: t`Legal notice`, href: '/mentions-legales' },
            { label: t`Terms and conditions of sale`, href: '/conditions-generales-de-vente' },
            { label: t`Terms of use`, href: '/conditions-generales-utilisation' },
            { label: t`Secure payment`, href: '/paiement-securise' },
            { label: t`Privacy policy`, href: '/privacy' },
            accessibility,
            // The consumer mediator (art. L616-1 Code de la consommation): its own site once the seller configured it;
            // the example identity's is fictitious, so the link goes to the CGV's mediation article instead.
            {
              label: t`Consumer mediator: ${mediator}`,
              href: seller.example ? '/conditions-generales-de-vente' : seller.mediator.website,
            },
            // Reopens the cookie notice (CookieConsent): the choice can be changed at any time (CNIL).
            { label: t`Cookie management`, href: COOKIE_SETTINGS_HREF },
          ],
        },
      ]}
      socialHeading={t`Follow us`}
      social={[
        { label: t`Citerne souple on Facebook`, href: 'https://www.facebook.com/', icon: 'facebook' },
        { label: t`Citerne souple on Instagram`, href: 'https://www.instagram.com/', icon: 'instagram' },
        { label: t`Citerne souple on YouTube`, href: 'https://www.youtube.com/', icon: 'youtube' },
      ]}
      backToTop={{ label: t`Back to top`, focusTargetId: 'main', offset: 200 }}
    >
      {productLinks ? (
        <nav aria-label={t`Our products`} className="footer-product-links">
          <CmsContent html={productLinks} />
        </nav>
      ) : null}
      {/* SPEC §2 "language switcher" modal: the store views, keeping the current page. */}
      <button
        type="button"
        className="footer-language"
        aria-haspopup="dialog"
        onClick={() => modals.open('language-switcher')}
      >
        {t`Language:`} <span lang={store.lang}>{LANGUAGE_NAMES[store.code] ?? store.code}</span>
      </button>
    </Footer>
  );
}
