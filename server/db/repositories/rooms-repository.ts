import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { PlanAudience } from '../../domain/member-programmes.ts';
import type { ImageSource, Names } from '../schema.ts';
import '../programs-schema.ts';

/** One image of a room type's gallery (migration 023). */
export type RoomTypeImageRow = { url: string; width: number; height: number; alts: Names; srcset: ImageSource[] };

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
      // the room type's gallery in order, with its room plans so the configuration cache keeps it
      sql<
        RoomTypeImageRow[]
      >`(SELECT coalesce(jsonb_agg(jsonb_build_object('url', i.url, 'width', i.width, 'height', i.height, 'alts', i.alts, 'srcset', i.srcset) ORDER BY i.sort), '[]'::jsonb) FROM room_type_images i WHERE i.room_type_id = rt.id)`.as(
        'room_type_images',
      ),
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
      // who sees a plan of visibility 'member' (migration 032), kept with the configuration
      sql<
        PlanAudience[]
      >`(SELECT coalesce(jsonb_agg(jsonb_build_object('program_id', a.program_id, 'min_rank_level', r.level) ORDER BY a.program_id), '[]'::jsonb) FROM hotel_plan_member_audiences a LEFT JOIN program_ranks r ON r.id = a.min_rank_id WHERE a.hotel_plan_id = hp.id)`.as(
        'member_audiences',
      ),
      'hp.payment_types',
      'hp.deposit_percentage',
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

/** Everything of a stay the room search reads beside the configuration, in one round trip (readStay). */
export type StayRows = {
  rates: Array<{ room_plan_id: string; stay_date: string; adults: number; price: number }>;
  availability: Array<{ room_type_id: string; rooms_left: number; nights: number }>;
  planStock: Array<{ hotel_plan_id: string; plan_left: number }>;
  restrictions: Array<{ room_plan_id: string; stay_date: string; min_stay: number | null; closed: boolean; closed_to_arrival: boolean }>;
};

type Tuples = { rates: Array<[string, string, number, number]> | null; availability: Array<[string, number, number]> | null };
type MoreTuples = { stock: Array<[string, number]> | null; restrictions: Array<[string, string, number | null, boolean, boolean]> | null };

/**
 * One statement for the stay's rates (these adults counts) over [checkin, until), rooms left per
 * room type and plan stock left as listRates, listAvailability and listPlanStock read them, and
 * the stay restrictions of [checkin, lastNight] as listStayRestrictions does: four reads of one
 * snapshot, each folded into a JSON array so the answer is one row however many nights and plans.
 */
export async function readStay(
  db: Db,
  ids: { roomPlanIds: string[]; roomTypeIds: string[]; hotelPlanIds: string[] },
  stay: { checkin: string; until: string; lastNight: string; adults: number[] },
): Promise<StayRows> {
  if (ids.roomPlanIds.length === 0) return { rates: [], availability: [], planStock: [], restrictions: [] };
  const plans = sql`(${sql.join(ids.roomPlanIds)})`;
  const { rows } = await sql<Tuples & MoreTuples>`SELECT
    (SELECT json_agg(json_build_array(room_plan_id, stay_date, adults, price) ORDER BY stay_date) FROM room_rates
      WHERE room_plan_id IN ${plans} AND adults IN (${sql.join([...new Set(stay.adults)])}) AND stay_date >= ${stay.checkin} AND stay_date < ${stay.until}) AS rates,
    (SELECT json_agg(json_build_array(room_type_id, rooms_left, nights)) FROM (
      SELECT room_type_id, min(total - sold)::int AS rooms_left, count(*)::int AS nights FROM room_inventory
      WHERE room_type_id IN (${sql.join(ids.roomTypeIds)}) AND stay_date >= ${stay.checkin} AND stay_date < ${stay.until} GROUP BY room_type_id) a) AS availability,
    (SELECT json_agg(json_build_array(hotel_plan_id, plan_left)) FROM (
      SELECT hotel_plan_id, min(total - sold)::int AS plan_left FROM plan_inventory
      WHERE hotel_plan_id IN (${sql.join(ids.hotelPlanIds)}) AND stay_date >= ${stay.checkin} AND stay_date < ${stay.until} GROUP BY hotel_plan_id) s) AS stock,
    (SELECT json_agg(json_build_array(room_plan_id, stay_date, min_stay, closed, closed_to_arrival) ORDER BY stay_date) FROM plan_restrictions
      WHERE room_plan_id IN ${plans} AND stay_date >= ${stay.checkin} AND stay_date <= ${stay.lastNight}) AS restrictions`.execute(db);
  const row = rows[0]!;
  return {
    rates: (row.rates ?? []).map(([room_plan_id, stay_date, adults, price]) => ({ room_plan_id, stay_date, adults, price })),
    availability: (row.availability ?? []).map(([room_type_id, rooms_left, nights]) => ({ room_type_id, rooms_left, nights })),
    planStock: (row.stock ?? []).map(([hotel_plan_id, plan_left]) => ({ hotel_plan_id, plan_left })),
    restrictions: (row.restrictions ?? []).map(([room_plan_id, stay_date, min_stay, closed, closed_to_arrival]) => ({
      room_plan_id,
      stay_date,
      min_stay,
      closed,
      closed_to_arrival,
    })),
  };
}

/** The plan of each of some room plans, sold or withdrawn. */
export function hotelPlanIdsOf(db: Db, roomPlanIds: string[]) {
  if (roomPlanIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('room_plans')
    .select(['id', 'hotel_plan_id'])
    .where('id', 'in', [...new Set(roomPlanIds)])
    .execute();
}
