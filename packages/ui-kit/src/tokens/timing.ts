/**
 * Interface timings of SPEC §9 "Timing and UI", in milliseconds or pixels as named.
 *
 * @example
 * setTimeout(closeSubmenu, timing.submenuPathPopDelayMs);
 */
export const timing = {
  /** Default time a notification stays on screen. */
  notificationTimeToLiveMs: 5000,
  /** Delay before the mega menu follows the pointer to another top category. */
  submenuPathPopDelayMs: 300,
  /** Lazy component load timeout (SPEC §8 "Lazy panels"). */
  lazyComponentTimeoutMs: 3000,
  /** Scroll distance in the footer after which the back-to-top button appears. */
  backToTopOffsetPx: 200,
  /** Progress bar increment on route start, in percent. */
  progressBarStartIncrement: 40,
} as const;
