import { useEffect, useRef } from 'react';
import { Link } from '../actions/Link';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconPaths';
import styles from './AccountNav.module.css';

/** One section of the account. */
export interface AccountNavItem {
  /** Stable key, e.g. `orders`. */
  id: string;
  href: string;
  label: string;
  icon?: IconName;
}

/** Props of {@link AccountNav}. */
export interface AccountNavProps {
  /** Accessible name of the navigation, e.g. "Mon compte". */
  label: string;
  items: ReadonlyArray<AccountNavItem>;
  /** The id of the section shown, marked `aria-current="page"`. */
  current: string;
  /** e.g. "Se déconnecter". */
  logoutLabel: string;
  onLogout: () => void;
  /** The logout is under way: its button shows a spinner. */
  loggingOut?: boolean;
}

/**
 * The sections of the account (SPEC §2 "My Account"): a side list on desktop, a horizontal scroller of links on
 * phones (real links: every section is reachable by keyboard and by address), the current one with
 * `aria-current="page"` (scrolled into view on phones), and the log-out button last.
 *
 * @example
 * <AccountNav label="Mon compte" current="orders" items={[{ id: 'orders', href: '/my-account/orders', label: 'Mes commandes' }]}
 *   logoutLabel="Se déconnecter" onLogout={logout} />
 */
export function AccountNav({ label, items, current, logoutLabel, onLogout, loggingOut = false }: AccountNavProps) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the current section may sit beyond the scroller's edge: bring it into view, sideways only.
  useEffect(() => {
    const scroller = list.current;
    const active = scroller?.querySelector<HTMLElement>(`[data-section="${current}"]`);
    if (!scroller || !active || scroller.scrollWidth <= scroller.clientWidth) return;
    scroller.scrollLeft = active.offsetLeft - (scroller.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul ref={list} className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              appearance="subtle"
              className={styles.item}
              aria-current={item.id === current ? 'page' : undefined}
              data-section={item.id}
            >
              {item.icon ? <Icon name={item.icon} size="1.25rem" /> : null}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
        <li className={styles.logoutItem}>
          <button
            type="button"
            className={[styles.item, styles.logout].join(' ')}
            onClick={loggingOut ? undefined : onLogout}
            aria-busy={loggingOut || undefined}
          >
            <Icon name="close" size="1.25rem" />
            <span>{logoutLabel}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
