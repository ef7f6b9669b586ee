import * as v from 'valibot';
import { roomGuestNameSchemaFor } from '../../shared/api/guest.ts';
import type { ReservationGuests, UpdateReservationGuestsBodySchema } from '../../shared/api/reservation-guests.ts';
import type { Locale } from '../../shared/constants.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { listReservationRooms, type ReservationRow, type RoomRows } from '../db/repositories/reservations-repository.ts';
import { DomainError, INVALID_INPUT, invalidInput } from '../domain/errors.ts';
import { localizedText } from '../domain/localized-text.ts';
import { afterBookingState, lockForChange } from './after-booking-access.ts';
import { findOwnReservation } from './reservation-access.ts';

type Access = { email?: string; bypass_token?: string };

function guestsView(hotel: HotelRow, row: ReservationRow, rooms: RoomRows, locale: Locale, now: Date): ReservationGuests {
  return {
    ...afterBookingState(hotel, row, now),
    rooms: rooms.map((room) => ({
      room_type_name: localizedText(room.room_type_names, locale, hotel.locale),
      guest_name: { first_name: room.guest_first_name ?? row.first_name, last_name: room.guest_last_name ?? row.last_name },
    })),
  };
}

/** The guest staying in each room, for the reservation's guest (spec 2 §7.4 guests). */
export async function reservationGuests(deps: AppDeps, hotel: HotelRow, number: string, access: Access, locale: Locale): Promise<ReservationGuests> {
  const row = await findOwnReservation(deps.db, hotel, number, access);
  return guestsView(hotel, row, await listReservationRooms(deps.db, row.id), locale, deps.now());
}

/**
 * Names each room's guest anew (spec 2 §7.4 guests): one name per room, written by the locale's
 * name rule as at booking, until the check-in day. The reservation is locked while it changes.
 */
export async function updateReservationGuests(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  access: Access,
  body: v.InferOutput<typeof UpdateReservationGuestsBodySchema>,
  locale: Locale,
  signedIn: string | null = null,
): Promise<ReservationGuests> {
  return deps.db.transaction().execute(async (trx: Db) => {
    const now = deps.now();
    const { row, rooms } = await lockForChange(trx, hotel, number, access, now, signedIn);
    if (body.rooms.length !== rooms.length) throw invalidInput({ rooms: [{ code: 'guest_per_room', values: { count: rooms.length } }] });
    const names = v.safeParse(v.array(v.object({ guest_name: roomGuestNameSchemaFor(locale) })), body.rooms);
    if (!names.success) throw new DomainError(ERROR_CODES.invalid, INVALID_INPUT, { issues: names.issues });
    for (const [index, room] of rooms.entries()) {
      const name = names.output[index]!.guest_name;
      await trx
        .updateTable('reservation_rooms')
        .set({ guest_first_name: name.first_name, guest_last_name: name.last_name })
        .where('id', '=', room.id)
        .execute();
    }
    return guestsView(hotel, row, await listReservationRooms(trx, row.id), locale, now);
  });
}
