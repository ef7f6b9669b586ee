import { UPDATE_ERROR_CODES } from '../../shared/api/reservation-updates.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { listReservationRooms, type ReservationRow, type RoomRows } from '../db/repositories/reservations-repository.ts';
import { afterBookingRefusal, type AfterBookingRefusal } from '../domain/after-booking.ts';
import { ownerRefusal } from '../domain/booking-owner.ts';
import { hotelToday } from '../domain/dates.ts';
import { DomainError } from '../domain/errors.ts';
import { findOwnReservation } from './reservation-access.ts';

/** Whether the guest may still change a reservation's guests and answers, and why not. */
export function afterBookingState(hotel: HotelRow, row: ReservationRow, now: Date): { editable: boolean; reason: AfterBookingRefusal } {
  const reason = afterBookingRefusal({ status: row.status, checkin: row.checkin_date, lockedByHotel: row.update_locked }, hotelToday(hotel.timezone, now));
  return { editable: reason === null, reason };
}

/**
 * The guest's reservation locked for a change after booking, with its rooms; refused with the
 * lookup's "not found", then by spec 1 §6 (a member's booking needs that member's sign-in,
 * `signedIn`; a guest booking nobody signed in), then `stay_past` or `already_cancelled` as
 * afterBookingRefusal says. Call inside a transaction.
 */
export async function lockForChange(
  trx: Db,
  hotel: HotelRow,
  number: string,
  access: { email?: string; bypass_token?: string },
  now: Date,
  signedIn: string | null,
): Promise<{ row: ReservationRow; rooms: RoomRows }> {
  const row = await findOwnReservation(trx, hotel, number, access, true);
  const owner = ownerRefusal(row.member_id, signedIn);
  if (owner) throw new DomainError(ERROR_CODES.invalid, owner);
  const { reason } = afterBookingState(hotel, row, now);
  if (reason === 'locked_by_hotel') {
    throw new DomainError(UPDATE_ERROR_CODES.originalChanged, 'update_refused', { values: { phone: hotel.phone }, meta: { update_reason: reason } });
  }
  if (reason) throw new DomainError(ERROR_CODES.invalid, reason === 'stay_past' ? ERROR_REASONS.stayPast : ERROR_REASONS.alreadyCancelled);
  return { row, rooms: await listReservationRooms(trx, row.id) };
}
