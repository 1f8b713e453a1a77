import type { ReactNode } from 'react';
import { Link } from '../actions/Link';
import { Icon } from '../icons/Icon';
import { BackToTop } from './BackToTop';
import styles from './Footer.module.css';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';

/** A titled list of footer links (e.g. "Informations légales"). */
export interface FooterLinkGroup {
  heading: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

/** A social network link drawn as its icon. */
export interface FooterSocialLink {
  /** Accessible name, e.g. "Citerne Souple sur Facebook". */
  label: string;
  href: string;
  icon: 'facebook' | 'instagram' | 'youtube';
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Newsletter sign-up (SPEC §2 footer); omitted in the minimal layout. */
  newsletter?: Omit<NewsletterFormProps, 'tone'>;
  /** Link columns: legal links, shop links (/delivery, /returns, /customer-service, …). */
  linkGroups?: ReadonlyArray<FooterLinkGroup>;
  /** Heading of the social links list, e.g. "Suivez-nous". */
  socialHeading?: string;
  social?: ReadonlyArray<FooterSocialLink>;
  /** Free content such as the CMS block `footer-product-link`. */
  children?: ReactNode;
  /** Bottom line text, e.g. "© 2025 Citerne Souple". */
  copyright?: string;
  /** Release shown in the bottom line, e.g. "Version 1.4.0". */
  versionLabel: string;
  /** Back-to-top button; it appears after 200 px of scrolling (SPEC §2, §9). */
  backToTop?: { label: string; focusTargetId?: string; offset?: number };
}

/**
 * The shop footer: newsletter form, link groups, social links, version label and back-to-top button.
 *
 * @example
 * <Footer versionLabel="Version 1.4.0" copyright="© 2025 Citerne Souple"
 *   linkGroups={[{ heading: 'Informations', links: [{ label: 'Mentions légales', href: '/mentions-legales' }] }]}
 *   backToTop={{ label: 'Haut de page' }} />
 */
export function Footer({
  newsletter,
  linkGroups = [],
  socialHeading,
  social = [],
  children,
  copyright,
  versionLabel,
  backToTop,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {newsletter ? (
          <div className={styles.newsletter}>
            <NewsletterForm {...newsletter} tone="inverse" />
          </div>
        ) : null}
        {linkGroups.length > 0 ? (
          <div className={styles.groups}>
            {linkGroups.map((group) => (
              <nav key={group.heading} aria-label={group.heading} className={styles.group}>
                <h2 className={styles.groupHeading}>{group.heading}</h2>
                <ul className={styles.list}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} appearance="inverse">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
            {social.length > 0 ? (
              <div className={styles.group}>
                {socialHeading ? <h2 className={styles.groupHeading}>{socialHeading}</h2> : null}
                <ul className={styles.social}>
                  {social.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        className={styles.socialLink}
                        aria-label={item.label}
                        rel="noopener noreferrer"
                      >
                        <Icon name={item.icon} />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        {children ? <div className={styles.extra}>{children}</div> : null}
        <div className={styles.bottom}>
          <p className={styles.meta}>
            {copyright ? <span>{copyright}</span> : null}
            <span className={styles.version}>{versionLabel}</span>
          </p>
          {backToTop ? (
            <BackToTop
              label={backToTop.label}
              offset={backToTop.offset ?? 200}
              focusTargetId={backToTop.focusTargetId}
            />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
