const day = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The name of the customer's data file (GDPR art. 15 and 20), dated in French time.
 *
 * @example
 * exportFileName(new Date('2026-11-25T23:30:00Z')); // 'mes-donnees-citerne-2026-11-26.json'
 */
export function exportFileName(at: Date): string {
  return `mes-donnees-citerne-${day.format(at)}.json`;
}
