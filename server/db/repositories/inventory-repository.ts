import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Takes `rooms` rooms of a room type on every night of [checkin, checkout), inside the
 * caller's transaction. Locks the nights in date order first (so concurrent bookings queue
 * instead of deadlocking), then raises `sold` only where `sold + rooms <= total`. Returns false
 * when any night is short; the caller must then roll back, so nothing is taken.
 */
export async function takeRooms(trx: Db, roomTypeId: string, checkin: string, checkout: string, nights: number, rooms: number): Promise<boolean> {
  await trx
    .selectFrom('room_inventory')
    .select('stay_date')
    .where('room_type_id', '=', roomTypeId)
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .orderBy('stay_date')
    .forUpdate()
    .execute();
  const result = await trx
    .updateTable('room_inventory')
    .set({ sold: sql`sold + ${rooms}` })
    .where('room_type_id', '=', roomTypeId)
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .where(sql<boolean>`sold + ${rooms} <= total`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === nights;
}

/** Gives back rooms taken by a cancelled reservation. */
export async function releaseRooms(trx: Db, roomTypeId: string, checkin: string, checkout: string, rooms: number): Promise<void> {
  await trx
    .updateTable('room_inventory')
    .set({ sold: sql`greatest(sold - ${rooms}, 0)` })
    .where('room_type_id', '=', roomTypeId)
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .execute();
}

/**
 * Takes `rooms` rooms of a plan's stock on every night of [checkin, checkout) that has a stock
 * row (nights without one do not limit the plan), inside the caller's transaction, the same way
 * takeRooms does. Returns false when any limited night is short.
 */
export async function takePlanStock(trx: Db, hotelPlanId: string, checkin: string, checkout: string, rooms: number): Promise<boolean> {
  const limited = await trx
    .selectFrom('plan_inventory')
    .select('stay_date')
    .where('hotel_plan_id', '=', hotelPlanId)
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .orderBy('stay_date')
    .forUpdate()
    .execute();
  if (limited.length === 0) return true;
  const result = await trx
    .updateTable('plan_inventory')
    .set({ sold: sql`sold + ${rooms}` })
    .where('hotel_plan_id', '=', hotelPlanId)
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .where(sql<boolean>`sold + ${rooms} <= total`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === limited.length;
}

/** Gives back plan stock taken by a cancelled room, found through its room plan. */
export async function releasePlanStock(trx: Db, roomPlanId: string, checkin: string, checkout: string, rooms: number): Promise<void> {
  await trx
    .updateTable('plan_inventory')
    .set({ sold: sql`greatest(sold - ${rooms}, 0)` })
    .where('hotel_plan_id', '=', trx.selectFrom('room_plans').select('hotel_plan_id').where('id', '=', roomPlanId))
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .execute();
}
