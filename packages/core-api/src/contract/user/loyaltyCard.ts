import * as v from 'valibot';

/**
 * The customer's loyalty card: an EAN-13 card number (prefix `29`, the in-store GS1 range, then the
 * customer id on 10 digits and the check digit), the points (1 point per whole euro of every paid order,
 * tax included), how many paid orders earned them and the date the customer joined (ISO).
 *
 * @example
 * v.parse(LoyaltyCardSchema, {
 *   cardNumber: '2900000000070', points: 1188, pointsPerEuro: 1, paidOrders: 1,
 *   memberSince: '2026-01-05T09:00:00.000Z',
 * });
 */
export const LoyaltyCardSchema = v.looseObject({
  cardNumber: v.pipe(v.string(), v.regex(/^\d{13}$/, 'A card number has 13 digits.')),
  points: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pointsPerEuro: v.number(),
  paidOrders: v.pipe(v.number(), v.integer(), v.minValue(0)),
  memberSince: v.string(),
});

/** The customer's loyalty card. */
export type LoyaltyCard = v.InferOutput<typeof LoyaltyCardSchema>;
