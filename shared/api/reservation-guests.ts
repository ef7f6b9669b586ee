import * as v from 'valibot';
import { MAX_ROOMS } from '../constants.ts';
import { dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';
import { RoomGuestNameSchema } from './guest.ts';
import { ReservationAccessQuerySchema, ReservationNumberSchema } from './reservations.ts';

/** Spec 2 §7.4 guests: the guest staying in each room of a reservation, and whether they may still change. */
export const ReservationGuestsSchema = v.object({
  /** Whether the guest may still change the names (until the check-in day, not once cancelled). */
  editable: v.boolean(),
  /** Why not, when not: `already_cancelled`, `stay_past`, or `locked_by_hotel` (the hotel's staff edited it). */
  reason: v.nullable(v.picklist(['already_cancelled', 'stay_past', 'locked_by_hotel'])),
  rooms: v.array(
    v.object({
      room_type_name: v.string(),
      guest_name: v.object({ first_name: v.string(), last_name: v.string() }),
    }),
  ),
});
/** The guest list of a reservation. */
export type ReservationGuests = v.InferOutput<typeof ReservationGuestsSchema>;

/** The new guest list: one name per room, in the reservation's room order. */
export const UpdateReservationGuestsBodySchema = v.object({
  rooms: v.pipe(v.array(v.object({ guest_name: RoomGuestNameSchema })), v.minLength(1, 'rooms_invalid'), v.maxLength(MAX_ROOMS, 'too_many_rooms')),
});

const params = v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema });

/** Spec 2 §7.4 `GET /reservations/{rid}/guests`, under the hotel as the other reservation calls are. */
export const getReservationGuests = defineCall({
  name: 'getReservationGuests',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/guests',
  summary: 'The guest staying in each room of a reservation, for its guest',
  session: true,
  params,
  query: ReservationAccessQuerySchema,
  answer: dataOf(ReservationGuestsSchema),
  status: 200,
});

/** Spec 2 §7.4 `PUT /reservations/{rid}/guests`: names each room's guest anew, until the check-in day. */
export const updateReservationGuests = defineCall({
  name: 'updateReservationGuests',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/guests',
  summary: 'Change the guest staying in each room; refused once cancelled or after the check-in day',
  session: true,
  /** Spec 1 §6: a member's booking changes only with that member's sign-in. */
  member: 'optional',
  params,
  query: ReservationAccessQuerySchema,
  body: UpdateReservationGuestsBodySchema,
  answer: dataOf(ReservationGuestsSchema),
  status: 200,
});
