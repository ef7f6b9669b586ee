import type * as v from 'valibot';
import { type MemberReservation, type MemberReservationsQuerySchema, PAYMENT_FILTER_METHODS } from '../../shared/api/member-reservations.ts';
import type { CurrencyCode, Locale } from '../../shared/constants.ts';
import type { Reservation } from '../../shared/api/reservations.ts';
import type { AppDeps } from '../deps.ts';
import { listMemberReservationRows, listRoomsOf, type MemberReservationRow } from '../db/repositories/member-reservations-repository.ts';
import type { MemberRow } from '../db/repositories/members-repository.ts';
import { quoteCancellation } from '../domain/cancellation.ts';
import { nightCount } from '../domain/dates.ts';
import { localizedText } from '../domain/localized-text.ts';

type Query = v.InferOutput<typeof MemberReservationsQuerySchema>;
type RoomRow = Awaited<ReturnType<typeof listRoomsOf>>[number];

/** One row of the list, named in the caller's locale. */
function listItem(row: MemberReservationRow, rooms: RoomRow[], list: Query['status'], locale: Locale, now: Date): MemberReservation {
  const name = (text: Record<string, string | undefined>) => localizedText(text, locale, row.hotel_locale);
  return {
    reservation_number: row.reservation_number,
    status: row.status,
    list,
    hotel: { code: row.hotel_code, name: name(row.hotel_names) },
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    nights: nightCount(row.checkin_date, row.checkout_date),
    guest: { first_name: row.first_name, last_name: row.last_name, email: row.email },
    rooms: rooms.map((room) => ({
      room_type_name: name(room.room_type_names),
      room_plan_name: name(room.room_plan_names),
      adults: room.adults,
      children: Math.max(
        room.kids_tiers.reduce((sum, tier) => sum + tier.count, 0),
        room.children_ages.length,
      ),
      guest_name: { first_name: room.guest_first_name ?? row.first_name, last_name: room.guest_last_name ?? row.last_name },
    })),
    payment_type: row.payment_type as Reservation['payment_type'],
    currency: row.currency as CurrencyCode,
    total_price: row.total_price,
    cancellation: quoteCancellation({
      parts: row.cancellation_policy.parts,
      checkin: row.checkin_date,
      timezone: row.hotel_timezone,
      now,
      totalPrice: row.total_price,
      cancelled: row.status === 'cancelled',
      locked: row.update_locked,
    }),
    created_at: new Date(row.created_at).toISOString(),
    cancelled_at: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : null,
  };
}

/** Spec 2 §7.4 GET /user/reservations: a page of the member's own reservations, of one list and payment filter. */
export async function listReservationsOfMember(deps: AppDeps, member: MemberRow, query: Query, locale: Locale) {
  const now = deps.now();
  const filter = { memberId: member.id, list: query.status, paymentTypes: PAYMENT_FILTER_METHODS[query.payment], now };
  const { rows, total } = await listMemberReservationRows(deps.db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  const rooms = await listRoomsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    reservations: rows.map((row) =>
      listItem(
        row,
        rooms.filter((room) => room.reservation_id === row.id),
        query.status,
        locale,
        now,
      ),
    ),
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.ceil(total / query.per_page),
    total_entries: total,
  };
}
