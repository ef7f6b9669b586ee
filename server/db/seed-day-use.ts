import { sql } from 'kysely';
import type { Db } from './client.ts';

const NAMES = {
  en: 'Day use 10:00–16:00',
  ja: 'デイユース 10:00〜16:00',
  ko: '데이유스 10:00~16:00',
  zh_Hans: '日间使用 10:00–16:00',
  zh_Hant: '日間使用 10:00–16:00',
};
const DESCRIPTIONS = {
  en: 'Your room from 10:00 to 16:00 on the day, no overnight stay: rest, work or freshen up between trains.',
  ja: '当日10:00〜16:00のお部屋のご利用です（ご宿泊なし）。ご休憩やお仕事、お着替えに。',
};

/**
 * Demo day use at demo-kyoto: a "Day use 10:00–16:00" plan on every room type, priced for the
 * day at half the room-only rate of the date (rounded to 100 yen), sharing the rooms' inventory.
 */
export async function seedDayUse(trx: Db, today: string): Promise<void> {
  const hotel = await trx.selectFrom('hotels').select('id').where('code', '=', 'demo-kyoto').executeTakeFirst();
  if (!hotel) return;
  const roomOnly = await trx
    .selectFrom('hotel_plans')
    .select(['cancellation_policy_id', 'sort'])
    .where('hotel_id', '=', hotel.id)
    .where('code', '=', 'room-only')
    .executeTakeFirst();
  if (!roomOnly) return;
  const plan = await trx
    .insertInto('hotel_plans')
    .values({
      hotel_id: hotel.id,
      code: 'day-use',
      names: JSON.stringify(NAMES),
      descriptions: JSON.stringify(DESCRIPTIONS),
      meal: 'none',
      cancellation_policy_id: roomOnly.cancellation_policy_id,
      sort: 90,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`UPDATE hotel_plans SET day_use = true, day_use_from = '10:00', day_use_until = '16:00' WHERE id = ${plan.id}`.execute(trx);
  // one day-use room plan per room type, beside its room-only plan
  await sql`INSERT INTO room_plans (hotel_id, code, room_type_id, hotel_plan_id)
    SELECT ${hotel.id}::uuid, rt.code || '--day-use', rt.id, ${plan.id}::uuid FROM room_types rt WHERE rt.hotel_id = ${hotel.id}`.execute(trx);
  await sql`INSERT INTO room_rates (room_plan_id, stay_date, adults, price)
    SELECT day.id, r.stay_date, r.adults, (round(r.price * 0.5 / 100) * 100)::bigint
    FROM room_plans day
    JOIN room_plans night ON night.room_type_id = day.room_type_id
    JOIN hotel_plans hp ON hp.id = night.hotel_plan_id AND hp.code = 'room-only'
    JOIN room_rates r ON r.room_plan_id = night.id AND r.stay_date >= ${today}::date
    WHERE day.hotel_plan_id = ${plan.id}`.execute(trx);
}
