/** Name of the cookie mirroring the `cookiesAccepted` claim (SPEC §9), so the server knows whether to show the notice. */
export const CONSENT_COOKIE = 'cookiesAccepted';

/** The link (footer "Cookie management") that opens the cookie notice again to change the choice. */
export const COOKIE_SETTINGS_HREF = '#cookie-settings';

/** Six months, the CNIL's recommended life of a consent choice. */
const MAX_AGE_SECONDS = 183 * 24 * 60 * 60;

/**
 * Whether a `Cookie` header says the shopper already answered the cookie notice.
 *
 * @example
 * hasDecidedConsent('theme=x; cookiesAccepted=1'); // true
 */
export function hasDecidedConsent(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === CONSENT_COOKIE && (value === '1' || value === '0');
  });
}

/**
 * The `document.cookie` assignment remembering the answer (1: something accepted beyond the essentials, 0: refused).
 *
 * @example
 * document.cookie = consentCookie(true);
 */
export function consentCookie(acceptedSomething: boolean): string {
  return `${CONSENT_COOKIE}=${acceptedSomething ? 1 : 0}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Whether the consent cookie says the shopper refused everything beyond the essentials (`0`).
 *
 * @example
 * cookieSaysRefused('cookiesAccepted=0'); // true
 */
export function cookieSaysRefused(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${CONSENT_COOKIE}=0`);
}
