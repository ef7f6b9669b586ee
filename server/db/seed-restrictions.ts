import { sql } from 'kysely';
import type { Db } from './client.ts';
import { shiftDate } from '../domain/dates.ts';
import './stay-restrictions-schema.ts';

/** How far ahead the demo's Saturday minimum stay runs. */
const MIN_STAY_DAYS = 180;
/**
 * The first day of the demo data from which the Kyoto rules (Saturday minimum stay, New Year
 * closed to arrival) apply: the data starts the day before the hotel's today, so today's and
 * tomorrow's one-night stays (the widget's default search) sell whatever day the demo starts.
 */
const RULES_FROM_DAY = 3;

/** The next New Year's Eve on or after `today`. */
function nextNewYearsEve(today: string): string {
  const eve = `${today.slice(0, 4)}-12-31`;
  return eve >= today ? eve : `${Number(today.slice(0, 4)) + 1}-12-31`;
}

async function roomPlanIds(trx: Db, hotelCode: string, planCode?: string): Promise<string[]> {
  let query = trx
    .selectFrom('room_plans as rp')
    .innerJoin('hotels as h', 'h.id', 'rp.hotel_id')
    .innerJoin('hotel_plans as hp', 'hp.id', 'rp.hotel_plan_id')
    .select('rp.id')
    .where('h.code', '=', hotelCode);
  if (planCode) query = query.where('hp.code', '=', planCode);
  return (await query.execute()).map((row) => row.id);
}

/**
 * Demo stay restrictions, so the price calendar has something to say: at demo-kyoto every plan
 * asks 2 nights of stays arriving on a Saturday for the coming months, no stay may begin on New
 * Year's Eve or Day (both from RULES_FROM_DAY on), and the early-bird plan does not sell the first 3 nights from the demo's today (the day after `today`); demo-seoul is closed
 * one night two weeks ahead. Dates follow `today`, the first day of the demo data.
 */
export async function seedRestrictions(trx: Db, today: string): Promise<void> {
  const kyoto = await roomPlanIds(trx, 'demo-kyoto');
  if (kyoto.length > 0) {
    // ISO day 6 is Saturday
    await sql`INSERT INTO plan_restrictions (room_plan_id, stay_date, min_stay)
      SELECT rp, d::date, 2 FROM unnest(${kyoto}::uuid[]) rp,
        generate_series(${today}::date + ${RULES_FROM_DAY}::int, ${today}::date + ${MIN_STAY_DAYS}::int, interval '1 day') d
      WHERE extract(isodow FROM d) = 6`.execute(trx);
    const eve = nextNewYearsEve(shiftDate(today, RULES_FROM_DAY));
    for (const date of [eve, shiftDate(eve, 1)]) {
      await trx
        .insertInto('plan_restrictions')
        .values(kyoto.map((id) => ({ room_plan_id: id, stay_date: date, min_stay: null, closed_to_arrival: true })))
        .onConflict((oc) => oc.columns(['room_plan_id', 'stay_date']).doUpdateSet({ closed_to_arrival: true }))
        .execute();
    }
    const earlyBird = await roomPlanIds(trx, 'demo-kyoto', 'early-bird');
    for (let day = 1; day <= 3; day++) {
      await trx
        .insertInto('plan_restrictions')
        .values(earlyBird.map((id) => ({ room_plan_id: id, stay_date: shiftDate(today, day), min_stay: null, closed: true })))
        .onConflict((oc) => oc.columns(['room_plan_id', 'stay_date']).doUpdateSet({ closed: true }))
        .execute();
    }
  }
  const seoul = await roomPlanIds(trx, 'demo-seoul');
  if (seoul.length > 0) {
    await trx
      .insertInto('plan_restrictions')
      .values(seoul.map((id) => ({ room_plan_id: id, stay_date: shiftDate(today, 14), min_stay: null, closed: true })))
      .execute();
  }
}
