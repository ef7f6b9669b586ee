import { type Insertable, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';
import { claimKeyQuery, type KeyRow } from './idempotency-repository.ts';
import '../coupons-schema.ts';
import '../questions-tables.ts';
import './extras-tables.ts';

type Row<T extends keyof Database> = Insertable<Database[T]>;

/** Everything a booking writes, its ids chosen by the caller so no row waits for another's. */
export type BookingRows = {
  /** The idempotency key's row, holding the sealed answer: claimed unless a live row has the key. */
  key: KeyRow;
  reservation: Row<'reservations'> & { id: string };
  rooms: Array<Row<'reservation_rooms'> & { id: string }>;
  nights: Array<Row<'reservation_nights'>>;
  extras: Array<Row<'reservation_extras'>>;
  discounts: Array<Row<'reservation_discounts'>>;
  redemptions: Array<Row<'coupon_redemptions'>>;
  answers: Array<Row<'reservation_answers'>>;
  /** Uploaded files the answers use: linked to the reservation only if no other took them. */
  attachmentIds: string[];
  mail: Row<'outbox'>;
};

/**
 * Writes a booking in one statement (one round trip, inside the caller's transaction): claims
 * its idempotency key with the answer, inserts the reservation, its rooms and nights, extras,
 * discounts, coupon use, answers and confirmation e-mail, and links the answers' files.
 * `claimed` is false when a live row already holds the key (on PostgreSQL a concurrent claim
 * waits until the first transaction ends); `linked` counts the files linked. Either short, the
 * caller rolls back.
 */
export async function writeBooking(trx: Db, rows: BookingRows): Promise<{ claimed: boolean; linked: number }> {
  const parts: Array<[string, unknown]> = [
    ['claim', claimKeyQuery(trx, rows.key)],
    ['reservation', trx.insertInto('reservations').values(rows.reservation)],
    ['rooms', trx.insertInto('reservation_rooms').values(rows.rooms)],
    ['nights', trx.insertInto('reservation_nights').values(rows.nights)],
    ['mail', trx.insertInto('outbox').values(rows.mail)],
  ];
  if (rows.extras.length > 0) parts.push(['extras', trx.insertInto('reservation_extras').values(rows.extras)]);
  if (rows.discounts.length > 0) parts.push(['discounts', trx.insertInto('reservation_discounts').values(rows.discounts)]);
  if (rows.redemptions.length > 0) parts.push(['redemptions', trx.insertInto('coupon_redemptions').values(rows.redemptions)]);
  if (rows.answers.length > 0) parts.push(['answers', trx.insertInto('reservation_answers').values(rows.answers)]);
  const files = rows.attachmentIds.length > 0;
  if (files) {
    const link = trx.updateTable('file_attachments').set({ reservation_id: rows.reservation.id }).where('id', 'in', rows.attachmentIds);
    parts.push(['linked', link.where('reservation_id', 'is', null).returning('id')]);
  }
  const { rows: result } = await sql<{ claimed: boolean; linked: number }>`
    WITH ${sql.join(parts.map(([name, query]) => sql`${sql.id(name)} AS (${query})`))}
    SELECT EXISTS (SELECT 1 FROM claim) AS claimed, ${files ? sql`(SELECT count(*) FROM linked)::int` : sql`0`} AS linked`.execute(trx);
  return result[0]!;
}
