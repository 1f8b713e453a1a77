import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconPaths';
import { useLinkComponent } from '../provider/LinkProvider';
import { type BottomNavState, bottomNavHighlight } from './bottomNavHighlight';
import styles from './MobileBottomNav.module.css';

/** Props of {@link MobileBottomNav}. */
export interface MobileBottomNavProps extends BottomNavState {
  /** Accessible name of the navigation, e.g. "Navigation mobile". */
  label: string;
  labels: { home: string; menu: string; search: string; profile: string; cart: string };
  homeHref: string;
  /** Home: go home and close the menu and search (SPEC §2). Runs before the link navigates. */
  onHome?: () => void;
  onMenu: () => void;
  onSearch: () => void;
  /** Profile: /my-account when logged in, otherwise the login modal; the app decides. */
  onProfile: () => void;
  onCart: () => void;
  cartQuantity: number;
  /** Accessible name of the cart with its quantity, e.g. "Panier, 2 articles". */
  cartLabel: string;
  cartOpen?: boolean;
  /** Ids of the panels the toggles control. */
  controls?: { menu?: string; search?: string; cart?: string };
}

/**
 * The mobile bottom navigation (SPEC §2), below 1024 px: Home, Menu, Search, Profile and a floating
 * Cart. The highlighted entry follows {@link bottomNavHighlight}; toggles expose `aria-expanded`.
 *
 * @example
 * <MobileBottomNav label="Navigation mobile" labels={{ home: 'Accueil', menu: 'Menu', search: 'Recherche', profile: 'Compte', cart: 'Panier' }}
 *   homeHref="/" onHome={closeAll} onMenu={toggleMenu} onSearch={toggleSearch} onProfile={openProfile} onCart={toggleCart}
 *   isHome={isHome} isAccount={false} menuOpen={menuOpen} searchOpen={searchOpen} cartQuantity={2} cartLabel="Panier, 2 articles" />
 */
export function MobileBottomNav(props: MobileBottomNavProps) {
  const Anchor = useLinkComponent();
  const { label, labels, homeHref, cartQuantity, cartLabel, cartOpen = false, controls = {} } = props;
  const highlight = bottomNavHighlight(props);

  function entry(
    name: 'menu' | 'search' | 'profile',
    icon: IconName,
    onClick: () => void,
    expanded?: boolean,
  ): ReactNode {
    return (
      <button
        type="button"
        className={styles.item}
        data-highlighted={highlight === name || undefined}
        aria-current={highlight === name && name === 'profile' ? 'page' : undefined}
        aria-expanded={expanded}
        aria-controls={name === 'profile' ? undefined : controls[name]}
        onClick={onClick}
      >
        <Icon name={icon} />
        <span className={styles.text}>{labels[name]}</span>
      </button>
    );
  }

  return (
    <nav aria-label={label} className={styles.bottomNav}>
      <ul className={styles.list}>
        <li>
          <Anchor
            href={homeHref}
            className={styles.item}
            data-highlighted={highlight === 'home' || undefined}
            aria-current={highlight === 'home' ? 'page' : undefined}
            onClick={props.onHome}
          >
            <Icon name="home" />
            <span className={styles.text}>{labels.home}</span>
          </Anchor>
        </li>
        <li>{entry('menu', 'menu', props.onMenu, props.menuOpen)}</li>
        <li className={styles.cartSlot}>
          <button
            type="button"
            className={styles.cart}
            aria-label={cartLabel}
            aria-expanded={cartOpen}
            aria-controls={controls.cart}
            onClick={props.onCart}
          >
            <Icon name="cart" />
          </button>
          {cartQuantity > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {cartQuantity > 99 ? '99+' : cartQuantity}
            </span>
          ) : null}
        </li>
        <li>{entry('search', 'search', props.onSearch, props.searchOpen)}</li>
        <li>{entry('profile', 'account', props.onProfile)}</li>
      </ul>
    </nav>
  );
}
