/** The entries of the mobile bottom navigation (SPEC §2). */
export type BottomNavEntry = 'home' | 'menu' | 'search' | 'profile' | 'cart';

/** What the highlight depends on. */
export interface BottomNavState {
  /** The current route is the home page. */
  isHome: boolean;
  /** The current route is /my-account. */
  isAccount: boolean;
  menuOpen: boolean;
  searchOpen: boolean;
}

/**
 * The highlighted bottom-navigation entry, SPEC §2: home when on home with no menu or search open,
 * menu when the menu is open, profile on my-account; otherwise none.
 *
 * @example
 * bottomNavHighlight({ isHome: true, isAccount: false, menuOpen: false, searchOpen: true }) // null
 */
export function bottomNavHighlight(state: BottomNavState): BottomNavEntry | null {
  if (state.menuOpen) return 'menu';
  if (state.isHome && !state.searchOpen) return 'home';
  if (state.isAccount && !state.searchOpen) return 'profile';
  return null;
}
