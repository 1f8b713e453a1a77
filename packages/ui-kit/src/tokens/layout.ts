/**
 * Fixed layout sizes of SPEC §9 "Timing and UI", as the CSS lengths the tokens use.
 *
 * @example
 * <div style={{ paddingBottom: layout.bottomNavHeight }} />
 */
export const layout = {
  containerMaxWidth: '1272px',
  cartSidebarWidth: '700px',
  cookieBarHeight: '3rem',
  cookieBarMaxWidth: '1272px',
  bottomNavHeight: '3.75rem',
  /** How far the bottom navigation's cart button floats above the bar (`--ck-bottom-nav-overhang`). */
  bottomNavOverhang: '1.25rem',
  barHeight: '3.125rem',
} as const;
