/**
 * How long the SPEC §8 text "The product, category or CMS page is not available in Offline mode. Redirecting to
 * Home." stays on screen before the shopper is taken home (the offline page and a route's error page alike).
 */
export const OFFLINE_REDIRECT_MS = 3000;
