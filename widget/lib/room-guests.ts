import { safeParse } from 'valibot';
import { roomGuestNameSchemaFor } from '../../shared/api/guest.ts';
import type { Locale } from '../../shared/constants.ts';
import { $locale } from './i18n.ts';

/** The representative guest's name of one room, as typed (at booking, and after it). */
export type RoomGuestValues = { first_name: string; last_name: string };
/** Validation keys of each room's name fields. */
export type RoomGuestErrors = Array<Partial<Record<keyof RoomGuestValues, string>>>;

/** Checks each room's guest name by the locale's name rule (spec 1 §5); an empty list when all are right. */
export function checkRoomGuests(rooms: readonly RoomGuestValues[], locale: Locale = $locale.get()): RoomGuestErrors {
  const schema = roomGuestNameSchemaFor(locale);
  const errors = rooms.map((room) => {
    const result = safeParse(schema, room);
    const fields: Partial<Record<keyof RoomGuestValues, string>> = {};
    if (!result.success) {
      for (const issue of result.issues) {
        const field = issue.path?.[0]?.key;
        if ((field === 'first_name' || field === 'last_name') && !(field in fields)) fields[field] = issue.message;
      }
    }
    return fields;
  });
  return errors.some((room) => Object.keys(room).length > 0) ? errors : [];
}
