import { sql } from 'kysely';
import type { Db } from '../client.ts';
import '../stay-restrictions-schema.ts';

/**
 * Stay restrictions of some room plans on the dates [from, to] inclusive (a stay's check-in
 * date and nights: pass checkin and the last night). Rows only where a restriction exists.
 * Takes a transaction too, so a booking checks them inside its own.
 */
export function listStayRestrictions(db: Db, roomPlanIds: string[], from: string, to: string) {
  if (roomPlanIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('plan_restrictions')
    .select(['room_plan_id', 'stay_date', 'min_stay', 'closed', 'closed_to_arrival'])
    .where('room_plan_id', 'in', roomPlanIds)
    .where('stay_date', '>=', from)
    .where('stay_date', '<=', to)
    .orderBy('stay_date')
    .execute();
}

/** A stored stay restriction. */
export type StayRestrictionRow = Awaited<ReturnType<typeof listStayRestrictions>>[number];

/**
 * The room plans the price calendar prices: those every guest may see (hotel_plans.visibility
 * 'all', migration 007); member and secret rates need a sign-in or a code the calendar is not given.
 */
export function listPublicRoomPlans(db: Db, hotelId: string) {
  return db
    .selectFrom('room_plans as rp')
    .innerJoin('room_types as rt', 'rt.id', 'rp.room_type_id')
    .innerJoin('hotel_plans as hp', 'hp.id', 'rp.hotel_plan_id')
    .where('rp.hotel_id', '=', hotelId)
    .where('hp.visibility', '=', 'all')
    .select(['rp.id as room_plan_id', 'rt.id as room_type_id', 'hp.id as hotel_plan_id', 'rt.max_guests', 'hp.sale_limit'])
    .execute();
}

/** Rooms free per room type and night over [from, to] inclusive (the price calendar, one query for the range). */
export function listDailyInventory(db: Db, roomTypeIds: string[], from: string, to: string) {
  if (roomTypeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('room_inventory')
    .select(['room_type_id', 'stay_date', sql<number>`(total - sold)::int`.as('rooms_left')])
    .where('room_type_id', 'in', roomTypeIds)
    .where('stay_date', '>=', from)
    .where('stay_date', '<=', to)
    .execute();
}

/** Plan stock left per plan and night over [from, to] inclusive; nights without a row are unlimited. */
export function listDailyPlanStock(db: Db, hotelPlanIds: string[], from: string, to: string) {
  if (hotelPlanIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('plan_inventory')
    .select(['hotel_plan_id', 'stay_date', sql<number>`greatest(total - sold, 0)::int`.as('plan_left')])
    .where('hotel_plan_id', 'in', hotelPlanIds)
    .where('stay_date', '>=', from)
    .where('stay_date', '<=', to)
    .execute();
}
