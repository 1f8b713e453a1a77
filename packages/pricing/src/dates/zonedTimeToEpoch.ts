const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of `timeZone` from UTC at the instant `epoch`, in ms (Paris in summer: +7 200 000). */
function offsetAt(epoch: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(epoch)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wallClock - (epoch - (((epoch % 1000) + 1000) % 1000));
}

/**
 * The instant at which the clocks of `timeZone` show the given wall-clock time. For a time skipped by a DST change
 * the later offset is used; for a repeated time, the first occurrence.
 */
export function zonedTimeToEpoch(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  timeZone: string,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = offsetAt(asUtc, timeZone);
  const guess = asUtc - first;
  const second_ = offsetAt(guess, timeZone);
  return second_ === first ? guess : asUtc - second_;
}
