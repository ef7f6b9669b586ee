import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** Rooms of each room type and of each plan's stock one booking takes on every night of its stay. */
export type InventoryTake = {
  rooms: Array<{ roomTypeId: string; count: number }>;
  plans: Array<{ hotelPlanId: string; count: number }>;
  checkin: string;
  /** The day after the last night taken. */
  checkout: string;
  /** Nights in [checkin, checkout): every room type needs a row on each. */
  nights: number;
};

const wanted = (rows: Array<{ id: string; count: number }>) => sql.join(rows.map((row) => sql`(${row.id}::uuid, ${row.count}::int)`));

/**
 * Takes a booking's rooms and plan stock on every night of its stay in one statement, inside
 * the caller's transaction; the caller commits right after, so the rows stay locked for this
 * statement and the commit only. True when everything was taken. False when a room type is
 * short on any night (or has no row for it), or a plan with stock rows is short on any of them
 * (nights without a plan row do not limit the plan): the caller must then roll back, so
 * nothing is taken.
 *
 * Rows are locked in one order for every booking (room types, then plans, each by id and date),
 * so concurrent bookings queue instead of deadlocking: each locking read is MATERIALIZED (never
 * merged into the update), sorts before it locks, and the plans' read waits on the rooms'
 * result. A read locks only rows with enough left (PostgreSQL rechecks that on the newest
 * version of a row another booking just took), so once a night is full later bookings fail
 * at once instead of queueing for its lock.
 */
export async function takeInventory(trx: Db, take: InventoryTake): Promise<boolean> {
  const stay = (alias: string) => sql`${sql.ref(`${alias}.stay_date`)} >= ${take.checkin} AND ${sql.ref(`${alias}.stay_date`)} < ${take.checkout}`;
  const plans = take.plans.length > 0 ? take.plans : null;
  const { rows } = await sql<{ taken: boolean }>`
    WITH want_rooms (room_type_id, n) AS (VALUES ${wanted(take.rooms.map((r) => ({ id: r.roomTypeId, count: r.count })))}),
    rooms_free AS MATERIALIZED (
      SELECT i.room_type_id, i.stay_date, w.n FROM room_inventory i JOIN want_rooms w ON w.room_type_id = i.room_type_id
      WHERE ${stay('i')} AND i.sold + w.n <= i.total
      ORDER BY i.room_type_id, i.stay_date FOR UPDATE OF i
    ),
    rooms_taken AS (
      UPDATE room_inventory i SET sold = i.sold + f.n FROM rooms_free f
      WHERE i.room_type_id = f.room_type_id AND i.stay_date = f.stay_date RETURNING 1
    ),
    rooms_ok AS (SELECT count(*) = ${take.rooms.length * take.nights} AS ok FROM rooms_taken)${
      plans
        ? sql`,
    want_plans (hotel_plan_id, n) AS (VALUES ${wanted(plans.map((p) => ({ id: p.hotelPlanId, count: p.count })))}),
    plans_free AS MATERIALIZED (
      SELECT i.hotel_plan_id, i.stay_date, w.n FROM plan_inventory i JOIN want_plans w ON w.hotel_plan_id = i.hotel_plan_id
      WHERE ${stay('i')} AND i.sold + w.n <= i.total AND (SELECT ok FROM rooms_ok)
      ORDER BY i.hotel_plan_id, i.stay_date FOR UPDATE OF i
    ),
    plans_taken AS (
      UPDATE plan_inventory i SET sold = i.sold + f.n FROM plans_free f
      WHERE i.hotel_plan_id = f.hotel_plan_id AND i.stay_date = f.stay_date RETURNING 1
    )
    SELECT (SELECT ok FROM rooms_ok) AND (SELECT count(*) FROM plans_taken) =
      (SELECT count(*) FROM plan_inventory i JOIN want_plans w ON w.hotel_plan_id = i.hotel_plan_id WHERE ${stay('i')}) AS taken`
        : sql`
    SELECT ok AS taken FROM rooms_ok`
    }`.execute(trx);
  return rows[0]?.taken === true;
}

/** What a cancelled reservation gives back: its rooms of each room type, and of each room plan (for its plan's stock), on every night of its stay. */
export type InventoryRelease = {
  rooms: Array<{ roomTypeId: string; count: number }>;
  roomPlans: Array<{ roomPlanId: string; count: number }>;
  checkin: string;
  /** The day after the last night given back. */
  checkout: string;
};

/**
 * Gives back a cancelled reservation's rooms and plan stock in one statement, locking the rows
 * in the order takeInventory locks them (room types, then plans, each by id and date), so a
 * cancellation and a booking sharing rows queue instead of deadlocking.
 */
export async function releaseInventory(trx: Db, release: InventoryRelease): Promise<void> {
  if (release.rooms.length === 0) return;
  const stay = (alias: string) => sql`${sql.ref(`${alias}.stay_date`)} >= ${release.checkin} AND ${sql.ref(`${alias}.stay_date`)} < ${release.checkout}`;
  const roomPlans = release.roomPlans.map((p) => ({ id: p.roomPlanId, count: p.count }));
  await sql`
    WITH give_rooms (room_type_id, n) AS (VALUES ${wanted(release.rooms.map((r) => ({ id: r.roomTypeId, count: r.count })))}),
    rooms_locked AS MATERIALIZED (
      SELECT i.room_type_id, i.stay_date, g.n FROM room_inventory i JOIN give_rooms g ON g.room_type_id = i.room_type_id
      WHERE ${stay('i')}
      ORDER BY i.room_type_id, i.stay_date FOR UPDATE OF i
    ),
    rooms_given AS (
      UPDATE room_inventory i SET sold = greatest(i.sold - l.n, 0) FROM rooms_locked l
      WHERE i.room_type_id = l.room_type_id AND i.stay_date = l.stay_date RETURNING 1
    ),
    give_room_plans (room_plan_id, n) AS (VALUES ${wanted(roomPlans)}),
    give_plans AS (
      SELECT rp.hotel_plan_id, sum(g.n)::int AS n FROM give_room_plans g JOIN room_plans rp ON rp.id = g.room_plan_id GROUP BY rp.hotel_plan_id
    ),
    plans_locked AS MATERIALIZED (
      SELECT i.hotel_plan_id, i.stay_date, g.n FROM plan_inventory i JOIN give_plans g ON g.hotel_plan_id = i.hotel_plan_id
      WHERE ${stay('i')} AND (SELECT count(*) FROM rooms_given) >= 0
      ORDER BY i.hotel_plan_id, i.stay_date FOR UPDATE OF i
    ),
    plans_given AS (
      UPDATE plan_inventory i SET sold = greatest(i.sold - l.n, 0) FROM plans_locked l
      WHERE i.hotel_plan_id = l.hotel_plan_id AND i.stay_date = l.stay_date RETURNING 1
    )
    SELECT (SELECT count(*) FROM rooms_given) AS rooms, (SELECT count(*) FROM plans_given) AS plans`.execute(trx);
}

/** Net moves of stock one change of a reservation makes (see stockShifts): positive takes, negative gives back. */
export type InventoryShift = {
  rooms: Array<{ id: string; date: string; n: number }>;
  plans: Array<{ id: string; date: string; n: number }>;
};

const shifted = (rows: InventoryShift['rooms']) => sql.join(rows.map((row) => sql`(${row.id}::uuid, ${row.date}::date, ${row.n}::int)`));

/**
 * Moves a changed reservation's stock in one statement inside the caller's transaction: on each
 * night of each room type and plan, the rooms the new stay takes less those the old one gives
 * back. A take is the booking's conditional update (`sold + n <= total`, rechecked by
 * PostgreSQL on the newest version of a row another booking just took); a give-back never goes
 * below nothing. Rows are locked in takeInventory's order (room types, then plans, each by id and
 * date), so a change and a booking sharing rows queue instead of deadlocking. True when every
 * room-type night moved (each must have its row) and every plan night with a stock row did;
 * otherwise the caller rolls back and nothing moved.
 */
export async function shiftInventory(trx: Db, shift: InventoryShift): Promise<boolean> {
  if (shift.rooms.length === 0 && shift.plans.length === 0) return true;
  const rooms = shift.rooms.length > 0 ? shift.rooms : null;
  const plans = shift.plans.length > 0 ? shift.plans : null;
  const { rows } = await sql<{ moved: boolean }>`
    WITH ${
      rooms
        ? sql`move_rooms (room_type_id, stay_date, n) AS (VALUES ${shifted(rooms)}),
    rooms_free AS MATERIALIZED (
      SELECT i.room_type_id, i.stay_date, m.n FROM room_inventory i
      JOIN move_rooms m ON m.room_type_id = i.room_type_id AND m.stay_date = i.stay_date
      WHERE m.n < 0 OR i.sold + m.n <= i.total
      ORDER BY i.room_type_id, i.stay_date FOR UPDATE OF i
    ),
    rooms_moved AS (
      UPDATE room_inventory i SET sold = greatest(i.sold + f.n, 0) FROM rooms_free f
      WHERE i.room_type_id = f.room_type_id AND i.stay_date = f.stay_date RETURNING 1
    ),
    rooms_ok AS (SELECT count(*) = ${rooms.length} AS ok FROM rooms_moved)`
        : sql`rooms_ok AS (SELECT true AS ok)`
    }${
      plans
        ? sql`,
    move_plans (hotel_plan_id, stay_date, n) AS (VALUES ${shifted(plans)}),
    plans_free AS MATERIALIZED (
      SELECT i.hotel_plan_id, i.stay_date, m.n FROM plan_inventory i
      JOIN move_plans m ON m.hotel_plan_id = i.hotel_plan_id AND m.stay_date = i.stay_date
      WHERE (m.n < 0 OR i.sold + m.n <= i.total) AND (SELECT ok FROM rooms_ok)
      ORDER BY i.hotel_plan_id, i.stay_date FOR UPDATE OF i
    ),
    plans_moved AS (
      UPDATE plan_inventory i SET sold = greatest(i.sold + f.n, 0) FROM plans_free f
      WHERE i.hotel_plan_id = f.hotel_plan_id AND i.stay_date = f.stay_date RETURNING 1
    )
    SELECT (SELECT ok FROM rooms_ok) AND (SELECT count(*) FROM plans_moved) =
      (SELECT count(*) FROM plan_inventory i JOIN move_plans m ON m.hotel_plan_id = i.hotel_plan_id AND m.stay_date = i.stay_date) AS moved`
        : sql`
    SELECT ok AS moved FROM rooms_ok`
    }`.execute(trx);
  return rows[0]?.moved === true;
}
