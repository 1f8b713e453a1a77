/** Largest amount accepted, in cents (10 000 000 €): keeps every product of cents and rates exact in a double. */
export const MAX_CENTS = 1_000_000_000;

/** Largest tax rate accepted, in percent. */
export const MAX_RATE_PERCENT = 100;

/** Rates are held as parts per million of the amount: 20 % is 200 000, 5.5 % is 55 000. */
export const PPM = 1_000_000;
