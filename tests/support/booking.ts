import { randomUUID } from 'node:crypto';
import type { TestServer } from './test-server.ts';

/** A guest that passes every rule. */
export const GUEST = {
  first_name: 'Hanako',
  last_name: 'Yamada',
  email: 'hanako@example.com',
  email_confirmation: 'hanako@example.com',
  phone: '+819012345678',
};

/** A valid booking body for demo-kyoto; override any field. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    checkin_date: '2026-12-20',
    checkout_date: '2026-12-22',
    rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] }],
    guest: GUEST,
    payment_type: 'on_site',
    locale: 'en',
    ...overrides,
  };
}

/** Books through the API with a fresh (or given) idempotency key. */
export function book(server: TestServer, body: Record<string, unknown> = bookingBody(), key: string = randomUUID()) {
  return server.call('POST', '/hotels/demo-kyoto/reservations', { body, headers: { 'idempotency-key': key } });
}

/** The rooms query string for one room. */
export function roomsQuery(adults: number, kids: Array<{ code: string; count: number }> = []): string {
  return encodeURIComponent(JSON.stringify([{ adults, kids_tiers: kids }]));
}

/** The rooms query string for several rooms, each with its own guests. */
export function multiRoomsQuery(rooms: Array<{ adults: number; kids_tiers?: Array<{ code: string; count: number }> }>): string {
  return encodeURIComponent(JSON.stringify(rooms.map((r) => ({ adults: r.adults, kids_tiers: r.kids_tiers ?? [] }))));
}

/** A hotel's extras by code, their ids as the demo data gave them. */
export async function extraIdsOf(server: TestServer, hotelCode: string): Promise<Record<string, string>> {
  const rows = await server.db
    .selectFrom('extras')
    .innerJoin('hotels', 'hotels.id', 'extras.hotel_id')
    .select(['extras.id', 'extras.code'])
    .where('hotels.code', '=', hotelCode)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/** Rooms of a hotel's room type sold on a night. */
export async function roomsSold(server: TestServer, roomTypeCode: string, date: string, hotelCode = 'demo-kyoto'): Promise<number> {
  const row = await server.db
    .selectFrom('room_inventory as i')
    .innerJoin('room_types as rt', 'rt.id', 'i.room_type_id')
    .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
    .select('i.sold')
    .where('h.code', '=', hotelCode)
    .where('rt.code', '=', roomTypeCode)
    .where('i.stay_date', '=', date)
    .executeTakeFirstOrThrow();
  return row.sold;
}
