import { useLingui } from '@lingui/react/macro';

/**
 * Formats an article's date in the page's language, always in the shop's time zone so the server and the browser
 * write the same day.
 *
 * @example
 * const date = useArticleDate();
 * date('2026-03-12T08:00:00.000Z'); // '12 mars 2026'
 */
export function useArticleDate(): (iso: string) => string {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return (iso) => format.format(new Date(iso));
}
