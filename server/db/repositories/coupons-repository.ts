import { type Insertable, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';
import '../coupons-schema.ts';

/** The coupon of a hotel with this code, matched without regard to case. */
export function findCoupon(db: Db, hotelId: string, code: string) {
  return db.selectFrom('coupons').selectAll().where('hotel_id', '=', hotelId).where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirst();
}

/** A stored coupon. */
export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

/**
 * Takes one use of a coupon if any is left: a conditional update, so concurrent bookings can
 * never push used_count past usage_limit. False when the limit was already reached.
 */
export async function takeCouponUse(trx: Db, couponId: string): Promise<boolean> {
  const taken = await trx
    .updateTable('coupons')
    .set({ used_count: sql<number>`used_count + 1` })
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Gives back the coupon uses of a reservation, once: marks its redemptions released and lowers
 * each coupon's used_count. Returns how many uses were given back.
 */
export async function releaseRedemptions(trx: Db, reservationId: string): Promise<number> {
  const released = await trx
    .updateTable('coupon_redemptions')
    .set({ released_at: sql<Date>`now()` })
    .where('reservation_id', '=', reservationId)
    .where('released_at', 'is', null)
    .returning('coupon_id')
    .execute();
  for (const { coupon_id } of released) {
    await trx.updateTable('coupons').set({ used_count: sql<number>`greatest(used_count - 1, 0)` }).where('id', '=', coupon_id).execute();
  }
  return released.length;
}

/** The discount lines of a reservation, by room and night. */
export function listDiscountLines(db: Db, reservationId: string) {
  return db
    .selectFrom('reservation_discounts')
    .select(['kind', 'code', 'names', 'room_index', 'stay_date', 'amount', 'tax'])
    .where('reservation_id', '=', reservationId)
    .orderBy('room_index')
    .orderBy('stay_date')
    .orderBy('code')
    .execute();
}

/** The hotel plan of each of these room plans of a hotel (unknown codes are left out). */
export function hotelPlansOfRoomPlans(db: Db, hotelId: string, roomPlanCodes: readonly string[]) {
  if (roomPlanCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('room_plans as rp')
    .innerJoin('hotel_plans as hp', 'hp.id', 'rp.hotel_plan_id')
    .select(['rp.code as room_plan_code', 'hp.code as hotel_plan_code'])
    .where('rp.hotel_id', '=', hotelId)
    .where('rp.code', 'in', [...roomPlanCodes])
    .execute();
}

/** A changed reservation's coupon lines, inside its transaction: the old ones replaced by these. */
export async function replaceCouponLines(trx: Db, reservationId: string, rows: Array<Insertable<Database['reservation_discounts']>>): Promise<void> {
  await trx.deleteFrom('reservation_discounts').where('reservation_id', '=', reservationId).where('kind', '=', 'coupon').execute();
  if (rows.length > 0) await trx.insertInto('reservation_discounts').values(rows).execute();
}
