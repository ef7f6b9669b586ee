import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** Cancellation policies of a hotel with the room plan codes each governs. */
export function listPolicies(db: Db, hotelId: string) {
  return db
    .selectFrom('cancellation_policies as cp')
    .selectAll('cp')
    .select(
      sql<string[]>`coalesce((
        SELECT array_agg(rp.code ORDER BY rp.code) FROM hotel_plans hp JOIN room_plans rp ON rp.hotel_plan_id = hp.id
        WHERE hp.cancellation_policy_id = cp.id), '{}')`.as('room_plan_codes'),
    )
    .where('cp.hotel_id', '=', hotelId)
    .orderBy('cp.id')
    .execute();
}

/** A cancellation policy with its room plan codes. */
export type PolicyRow = Awaited<ReturnType<typeof listPolicies>>[number];
