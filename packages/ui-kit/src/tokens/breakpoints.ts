/**
 * Viewport breakpoints in CSS pixels (SPEC §9 "Timing and UI": 768, 1024 mobile/desktop, 1440).
 * The same values are the `--ck-breakpoint-*` custom properties and the media queries of the kit.
 *
 * @example
 * const isDesktop = window.matchMedia(`(min-width: ${breakpoints.desktop}px)`).matches;
 */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

/** Name of a breakpoint of {@link breakpoints}. */
export type Breakpoint = keyof typeof breakpoints;
