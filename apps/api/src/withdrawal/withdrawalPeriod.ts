/** Which date the 14 days are counted from. */
export type WithdrawalPeriodBasis = 'delivery' | 'estimated-delivery' | 'order';

/** What the withdrawal period of an order is computed from. */
export interface WithdrawalPeriodInput {
  /** When the order was placed. */
  readonly orderedAt: Date;
  /** When the goods were delivered, if the shop knows it (it has no shipment tracking today: always null). */
  readonly deliveredAt: Date | null;
  /** The delivery time of the shipping method in days, if the shop has one (it has none today: always null). */
  readonly deliveryDays: number | null;
  /** Whether the shopper was informed of the right of withdrawal (the confirmation mail carried it). */
  readonly informed: boolean;
}

/** The computed withdrawal period of an order. */
export interface WithdrawalPeriod {
  /** The date the 14 days are counted from, and what it is. */
  readonly startsOn: string;
  readonly basis: WithdrawalPeriodBasis;
  /** The last day (Paris calendar date, YYYY-MM-DD) a withdrawal may be sent, and the instant that day ends. */
  readonly lastDay: string;
  readonly endsAt: Date;
  /** Whether the period is extended by twelve months because the shopper was not informed (art. L221-20). */
  readonly extended: boolean;
}

const PERIOD_DAYS = 14;
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) of an instant in Paris. */
function dayInParis(instant: Date): string {
  return parisDate.format(instant);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

/** A Saturday or a Sunday ending the period moves it to the Monday (art. L221-19, which applies regulation 1182/71: a period ending on a non-working day runs to the next working day; public holidays are not counted here). */
function nextWorkingDay(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  if (weekday === 6) return addDays(day, 2);
  if (weekday === 0) return addDays(day, 1);
  return day;
}

/** The instant a Paris calendar day ends (midnight of the next day, Paris time). */
function endOfParisDay(day: string): Date {
  const next = addDays(day, 1);
  // Midnight UTC of the next day, moved back by Paris's offset at that moment (1 or 2 hours).
  const utcMidnight = new Date(`${next}T00:00:00.000Z`);
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(utcMidnight.getTime() - offsetHours * 3_600_000);
    if (dayInParis(candidate) === next && dayInParis(new Date(candidate.getTime() - 1)) === day) return candidate;
  }
  return new Date(utcMidnight.getTime() - 3_600_000);
}

/**
 * The withdrawal period of an order (art. L221-18: fourteen days from delivery for goods). The shop has no
 * shipment tracking, so the start is the delivery date when one is known, else the order date plus the shipping
 * method's delivery time when the shop has one, else the order date itself. Today the shop knows neither, so it
 * is the order date — earlier than the delivery, so the online function may close before the legal period does
 * (a withdrawal sent later by other means must still be honoured; see the API README). Counted in Paris calendar days, the period ends at the end of the fourteenth day after the start; a
 * period ending on a Saturday or Sunday runs to the next Monday (art. L221-19). When the shopper was not informed
 * of the right, it is extended by twelve months from the end of the initial period (art. L221-20).
 * @example
 * const period = withdrawalPeriod({ orderedAt, deliveredAt: null, deliveryDays: null, informed: true });
 */
export function withdrawalPeriod(input: WithdrawalPeriodInput): WithdrawalPeriod {
  let basis: WithdrawalPeriodBasis = 'order';
  let startsOn = dayInParis(input.orderedAt);
  if (input.deliveredAt !== null) {
    basis = 'delivery';
    startsOn = dayInParis(input.deliveredAt);
  } else if (input.deliveryDays !== null && input.deliveryDays > 0) {
    basis = 'estimated-delivery';
    startsOn = addDays(startsOn, Math.floor(input.deliveryDays));
  }
  const initialLastDay = addDays(startsOn, PERIOD_DAYS);
  const lastDay = nextWorkingDay(input.informed ? initialLastDay : addMonths(initialLastDay, 12));
  return { startsOn, basis, lastDay, endsAt: endOfParisDay(lastDay), extended: !input.informed };
}

/**
 * Whether a withdrawal sent at `now` is within the period.
 * @example
 * if (!isWithinWithdrawalPeriod(period, settings.now())) refuse();
 */
export function isWithinWithdrawalPeriod(period: WithdrawalPeriod, now: Date): boolean {
  return now.getTime() < period.endsAt.getTime();
}
