import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';

/** Which of a member's reservations: a list of spec 1 §3 and the payment methods taken (null: any). */
export type MemberReservationFilter = {
  memberId: string;
  list: 'upcoming' | 'completed' | 'cancelled';
  paymentTypes: readonly string[] | null;
  now: Date;
};

type Eb = ExpressionBuilder<Database & { r: Database['reservations']; h: Database['hotels'] }, 'r' | 'h'>;

/** The hotel's date today, in its own time zone, in SQL (the clock passed in, so tests can move it). */
const hotelToday = (now: Date) => sql<string>`(${now.toISOString()}::timestamptz AT TIME ZONE h.timezone)::date`;

/**
 * Spec 1 §3 lists: cancelled; completed once the check-out date has passed at the hotel;
 * upcoming otherwise (a stay under way included, and a payment still pending).
 */
function matches(filter: MemberReservationFilter) {
  return (eb: Eb) => {
    const conditions: Expression<SqlBool>[] = [eb('r.member_id', '=', filter.memberId)];
    if (filter.list === 'cancelled') conditions.push(eb('r.status', '=', 'cancelled'));
    else {
      conditions.push(eb('r.status', '!=', 'cancelled'));
      conditions.push(eb(sql`r.checkout_date`, filter.list === 'completed' ? '<' : '>=', hotelToday(filter.now)));
    }
    if (filter.paymentTypes) {
      conditions.push(filter.paymentTypes.length > 0 ? eb('r.payment_type', 'in', filter.paymentTypes) : sql<boolean>`false`);
    }
    return eb.and(conditions);
  };
}

/**
 * A page of a member's reservations with their hotels, and how many there are in all: upcoming
 * ones check-in first, completed ones latest stay first, cancelled ones latest cancelled first.
 */
export async function listMemberReservationRows(db: Db, filter: MemberReservationFilter, page: { limit: number; offset: number }) {
  const base = db.selectFrom('reservations as r').innerJoin('hotels as h', 'h.id', 'r.hotel_id').where(matches(filter));
  let rows = base.selectAll('r').select(['h.code as hotel_code', 'h.names as hotel_names', 'h.locale as hotel_locale', 'h.timezone as hotel_timezone']);
  if (filter.list === 'upcoming') rows = rows.orderBy('r.checkin_date', 'asc');
  else if (filter.list === 'completed') rows = rows.orderBy('r.checkin_date', 'desc');
  else rows = rows.orderBy('r.cancelled_at', 'desc');
  const [found, count] = await Promise.all([
    rows.orderBy('r.created_at', 'desc').orderBy('r.id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(count.total) };
}

/** A page's rows, as listMemberReservationRows reads them. */
export type MemberReservationRow = Awaited<ReturnType<typeof listMemberReservationRows>>['rows'][number];

/** The rooms of some reservations (no nights), in their order. */
export function listRoomsOf(db: Db, reservationIds: string[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('reservation_rooms').selectAll().where('reservation_id', 'in', reservationIds).orderBy('reservation_id').orderBy('position').execute();
}

/** The member's reservations not cancelled whose check-in is today or later at their hotel, locked: what an account deletion cancels. */
export function lockActiveMemberReservations(db: Db, memberId: string, now: Date) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .selectAll('r')
    .select('h.code as hotel_code')
    .where('r.member_id', '=', memberId)
    .where('r.status', '!=', 'cancelled')
    .where(sql`r.checkin_date`, '>=', hotelToday(now))
    .orderBy('r.checkin_date')
    .forUpdate('r')
    .execute();
}
