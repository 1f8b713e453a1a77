import type { ReactNode } from 'react';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { IconButton } from '../actions/IconButton';
import { Icon } from '../icons/Icon';
import { useLinkComponent } from '../provider/LinkProvider';
import styles from './Header.module.css';

/** The account entry: a link when logged in (`/my-account`), else a button opening the login modal (SPEC §2). */
export type HeaderAccount = { label: string; href: string } | { label: string; onClick: () => void };

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The brand mark (an `<img>` or inline SVG); it is wrapped in the home link. */
  logo: ReactNode;
  /** Home URL, usually `/`. */
  homeHref: string;
  /** Accessible name of the home link, e.g. "Citerne Souple, retour à l'accueil". */
  homeLabel: string;
  /** `minimal` shows the logo only (SPEC §2 minimal layout: error page, login as customer). */
  variant?: 'default' | 'minimal';
  /** Skip link to the main content, first tab stop of the page. */
  skipLink?: { href: string; label: string };
  /** Phone number shown on desktop (icon on mobile); `href` is a `tel:` URL. */
  phone?: { number: string; href: string; label: string };
  /** Contact page link shown as the envelope icon (SPEC §2 /contact). */
  contact?: { href: string; label: string };
  account?: HeaderAccount;
  /** Cart button with its quantity badge; `label` must include the quantity, e.g. "Panier, 3 articles". */
  cart?: { label: string; quantity: number; onClick: () => void; expanded?: boolean; controls?: string };
  /**
   * Links to the shopper's lists (compare, wishlist) with their count, before the account icon; the count must also
   * be in `label` (e.g. "Liste d'envies, 2 produits"). From the tablet breakpoint only: a phone's header has no room
   * for them (the app lists them in its mobile menu).
   */
  shortcuts?: ReadonlyArray<{ id: string; href: string; label: string; icon: 'heart' | 'compare'; count: number }>;
  /** Search field opening the search panel (SPEC §2 "Search panel: opens on click"). */
  search?: { label: string; placeholder: string; onOpen: () => void; expanded?: boolean; controls?: string };
  /** Mobile menu toggle, shown below 1024 px. */
  menu?: { label: string; onToggle: () => void; expanded: boolean; controls?: string };
  /** Desktop navigation, typically a `MegaMenu`, shown from 1024 px. */
  navigation?: ReactNode;
}

/**
 * The shop header: logo, phone number, contact, account and cart icons, the search field and
 * the mega menu (SPEC §1, §2). Every text comes from props.
 *
 * @example
 * <Header logo={<img src="/logo.svg" alt="" width={160} height={40} />} homeHref="/" homeLabel="Accueil Citerne Souple"
 *   phone={{ number: '04 00 00 00 00', href: 'tel:+33400000000', label: 'Appelez-nous' }}
 *   contact={{ href: '/contact', label: 'Nous contacter' }}
 *   account={{ label: 'Se connecter', onClick: openLogin }}
 *   cart={{ label: 'Panier, 2 articles', quantity: 2, onClick: toggleCart }} />
 */
export function Header({
  logo,
  homeHref,
  homeLabel,
  variant = 'default',
  skipLink,
  phone,
  contact,
  account,
  cart,
  search,
  menu,
  navigation,
  shortcuts = [],
}: HeaderProps) {
  const Anchor = useLinkComponent();
  const minimal = variant === 'minimal';
  return (
    <header className={[styles.header, minimal && styles.minimal].filter(Boolean).join(' ')}>
      {skipLink ? (
        <a href={skipLink.href} className={styles.skipLink}>
          {skipLink.label}
        </a>
      ) : null}
      <div className={styles.bar}>
        {!minimal && menu ? (
          <IconButton
            icon={menu.expanded ? 'close' : 'menu'}
            label={menu.label}
            aria-expanded={menu.expanded}
            aria-controls={menu.controls}
            onClick={menu.onToggle}
            className={styles.menuButton}
          />
        ) : null}
        <Anchor href={homeHref} className={styles.logo} aria-label={homeLabel}>
          {logo}
        </Anchor>
        {!minimal && search ? (
          <button
            type="button"
            className={styles.search}
            onClick={search.onOpen}
            aria-haspopup="dialog"
            aria-expanded={search.expanded}
            aria-controls={search.controls}
          >
            <Icon name="search" />
            <VisuallyHidden>{search.label}</VisuallyHidden>
            <span className={styles.searchPlaceholder} aria-hidden="true">
              {search.placeholder}
            </span>
          </button>
        ) : null}
        {!minimal ? (
          <ul className={styles.tools}>
            {phone ? (
              <li>
                <a href={phone.href} className={styles.phone}>
                  <Icon name="phone" />
                  <VisuallyHidden>{phone.label} </VisuallyHidden>
                  <span className={styles.phoneNumber}>{phone.number}</span>
                </a>
              </li>
            ) : null}
            {contact ? (
              <li>
                <Anchor href={contact.href} className={styles.tool} aria-label={contact.label}>
                  <Icon name="envelope" />
                </Anchor>
              </li>
            ) : null}
            {shortcuts.map((shortcut) => (
              <li key={shortcut.id}>
                <Anchor
                  href={shortcut.href}
                  className={`${styles.tool} ${styles.shortcut}`}
                  aria-label={shortcut.label}
                >
                  <Icon name={shortcut.icon} />
                  {shortcut.count > 0 ? (
                    <span className={styles.count} aria-hidden="true">
                      {shortcut.count > 99 ? '99+' : shortcut.count}
                    </span>
                  ) : null}
                </Anchor>
              </li>
            ))}
            {account ? (
              <li>
                {'href' in account ? (
                  <Anchor href={account.href} className={styles.tool} aria-label={account.label}>
                    <Icon name="account" />
                  </Anchor>
                ) : (
                  <IconButton icon="account" label={account.label} onClick={account.onClick} />
                )}
              </li>
            ) : null}
            {cart ? (
              <li>
                <IconButton
                  icon="cart"
                  label={cart.label}
                  badge={cart.quantity > 0 ? (cart.quantity > 99 ? '99+' : cart.quantity) : undefined}
                  aria-expanded={cart.expanded}
                  aria-controls={cart.controls}
                  onClick={cart.onClick}
                />
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {!minimal && navigation ? <div className={styles.navigation}>{navigation}</div> : null}
    </header>
  );
}
