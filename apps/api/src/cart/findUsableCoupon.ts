import type { Kysely, Selectable } from 'kysely';
import type { CouponTable, Database } from '../db/schema';

/**
 * A coupon that can still be applied: known, not expired, and for a single-use coupon not used by an
 * order yet. Codes are compared case-insensitively (stored upper-case).
 * @example
 * const coupon = await findUsableCoupon(db, 'NEWS-7K2M9Q', new Date());
 */
export async function findUsableCoupon(
  db: Kysely<Database>,
  code: string,
  now: Date,
): Promise<Selectable<CouponTable> | null> {
  const coupon = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!coupon) return null;
  if (coupon.expires_at !== null && coupon.expires_at <= now) return null;
  if (coupon.single_use && coupon.used_at !== null) return null;
  return coupon;
}
