import { sql } from 'kysely';
import type { Db } from './client.ts';

/**
 * Sells a demo plan on every room type another plan of the hotel is sold on, its rates that plan's
 * times `factor`, rounded to `rounding` (the secret and member rates are shares of a plan's rates).
 */
export async function copyRoomPlans(
  trx: Db,
  hotelId: string,
  from: { hotelPlanId: string },
  to: { hotelPlanId: string; code: string },
  price: { factor: number; rounding: number },
): Promise<void> {
  const roomPlans = await trx
    .selectFrom('room_plans as rp')
    .innerJoin('room_types as rt', 'rt.id', 'rp.room_type_id')
    .select(['rp.id', 'rt.id as room_type_id', 'rt.code as room_type_code'])
    .where('rp.hotel_plan_id', '=', from.hotelPlanId)
    .execute();
  for (const roomPlan of roomPlans) {
    const { id } = await trx
      .insertInto('room_plans')
      .values({ hotel_id: hotelId, code: `${roomPlan.room_type_code}--${to.code}`, room_type_id: roomPlan.room_type_id, hotel_plan_id: to.hotelPlanId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO room_rates (room_plan_id, stay_date, adults, price)
      SELECT ${id}::uuid, stay_date, adults, (round(price * ${price.factor}::numeric / ${price.rounding}::numeric) * ${price.rounding}::numeric)::bigint
      FROM room_rates WHERE room_plan_id = ${roomPlan.id}::uuid`.execute(trx);
  }
}
