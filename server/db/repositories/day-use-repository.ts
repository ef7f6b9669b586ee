import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** The hotel's day-use plans (migration 014), by hotel plan id. */
export async function listDayUsePlanIds(db: Db, hotelId: string): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM hotel_plans WHERE hotel_id = ${hotelId} AND day_use`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/** The ids of a hotel's room plans with these codes (unknown codes are left out). */
export async function roomPlanIdsOf(db: Db, hotelId: string, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('room_plans')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('code', 'in', [...codes])
    .execute();
  return new Set(rows.map((row) => row.id));
}
