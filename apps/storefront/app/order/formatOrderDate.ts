const parts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An order date in the shop's format (SPEC §9 "Date format HH:mm D/M/YYYY"), in French time. The API sends
 * Magento's `YYYY-MM-DD HH:mm:ss` in UTC.
 *
 * @example
 * formatOrderDate('2026-11-25 09:05:00'); // '10:05 25/11/2026'
 */
export function formatOrderDate(value: string): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(date).find((p) => p.type === type)?.value;
  return `${get('hour')}:${get('minute')} ${Number(get('day'))}/${Number(get('month'))}/${get('year')}`;
}
