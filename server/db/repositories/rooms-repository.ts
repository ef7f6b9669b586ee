import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** Every room plan of a hotel with its room type and hotel plan, in display order. */
export function listRoomPlans(db: Db, hotelId: string) {
  return db
    .selectFrom('room_plans as rp')
    .innerJoin('room_types as rt', 'rt.id', 'rp.room_type_id')
    .innerJoin('hotel_plans as hp', 'hp.id', 'rp.hotel_plan_id')
    .where('rp.hotel_id', '=', hotelId)
    .select([
      'rp.id as room_plan_id',
      'rp.code as room_plan_code',
      'rt.id as room_type_id',
      'rt.code as room_type_code',
      'rt.names as room_type_names',
      'rt.descriptions as room_type_descriptions',
      'rt.image_url',
      'rt.size_sqm',
      'rt.size_tatami',
      'rt.bed_count',
      'rt.bed_type',
      'rt.smoking',
      'rt.wifi',
      'rt.bath',
      'rt.shower',
      'rt.bathtub',
      'rt.toilet',
      'rt.max_guests',
      'rt.accessibility',
      'rt.sort as room_type_sort',
      'hp.id as hotel_plan_id',
      'hp.code as hotel_plan_code',
      'hp.names as plan_names',
      'hp.descriptions as plan_descriptions',
      'hp.meal',
      'hp.cancellation_policy_id',
      'hp.sort as plan_sort',
      'hp.sale_limit',
      'hp.visibility',
    ])
    .orderBy('rt.sort')
    .orderBy('hp.sort')
    .execute();
}

/** A room plan with its room type and plan. */
export type RoomPlanRow = Awaited<ReturnType<typeof listRoomPlans>>[number];

/** Nightly room rates of some room plans for some adults counts over [checkin, checkout). */
export function listRates(db: Db, roomPlanIds: string[], checkin: string, checkout: string, adults: number | number[]) {
  const counts = Array.isArray(adults) ? [...new Set(adults)] : [adults];
  if (roomPlanIds.length === 0 || counts.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('room_rates')
    .select(['room_plan_id', 'stay_date', 'adults', 'price'])
    .where('room_plan_id', 'in', roomPlanIds)
    .where('adults', 'in', counts)
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .orderBy('stay_date')
    .execute();
}

/**
 * Plan stock left over [checkin, checkout): for each plan with stock rows on any night, the
 * fewest rooms left on those nights (nights without a row do not limit the plan).
 */
export function listPlanStock(db: Db, hotelPlanIds: string[], checkin: string, checkout: string) {
  if (hotelPlanIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('plan_inventory')
    .select(['hotel_plan_id', sql<number>`min(total - sold)::int`.as('plan_left')])
    .where('hotel_plan_id', 'in', hotelPlanIds)
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .groupBy('hotel_plan_id')
    .execute();
}

/**
 * Rooms free on every night of [checkin, checkout) per room type, and on how many nights the
 * room type has inventory at all (a night without a row is closed).
 */
export function listAvailability(db: Db, roomTypeIds: string[], checkin: string, checkout: string) {
  if (roomTypeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('room_inventory')
    .select(['room_type_id', sql<number>`min(total - sold)::int`.as('rooms_left'), sql<number>`count(*)::int`.as('nights')])
    .where('room_type_id', 'in', roomTypeIds)
    .where('stay_date', '>=', checkin)
    .where('stay_date', '<', checkout)
    .groupBy('room_type_id')
    .execute();
}
