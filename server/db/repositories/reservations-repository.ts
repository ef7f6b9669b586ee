import type { Db } from '../client.ts';
import type { Names, PolicySnapshot } from '../schema.ts';
import type { MealBedOption } from '../../../shared/constants.ts';

/** A reservation with its rooms and nights, as it is written in one transaction. */
export type NewReservation = {
  hotelId: string;
  reservationNumber: string;
  checkin: string;
  checkout: string;
  currency: string;
  guest: { first_name: string; last_name: string; email: string; phone: string };
  /** Kana, English name and address, null where the hotel does not ask them. */
  guestDetails: {
    first_name_kana: string | null;
    last_name_kana: string | null;
    english_first_name: string | null;
    english_last_name: string | null;
    address: unknown;
  };
  locale: string;
  specialRequest: string;
  paymentType: string;
  totalPrice: number;
  tax: number;
  policy: PolicySnapshot;
  bypassTokenHash: string;
  rooms: Array<{
    roomTypeId: string;
    roomPlanId: string;
    roomTypeCode: string;
    roomPlanCode: string;
    roomTypeNames: Names;
    roomPlanNames: Names;
    adults: number;
    kidsTiers: Array<{ code: string; count: number; meal_bed?: MealBedOption }>;
    adultCompanions: number;
    kidCompanions: number;
    childrenAges: number[];
    guestName: { first_name: string; last_name: string };
    totalPrice: number;
    nights: Array<{ date: string; price: number }>;
  }>;
};

/** Writes a reservation, its rooms and every night's price. Call inside a transaction. */
export async function insertReservation(trx: Db, r: NewReservation): Promise<string> {
  const { id } = await trx
    .insertInto('reservations')
    .values({
      hotel_id: r.hotelId,
      reservation_number: r.reservationNumber,
      status: 'done',
      checkin_date: r.checkin,
      checkout_date: r.checkout,
      currency: r.currency,
      ...r.guest,
      ...r.guestDetails,
      address: r.guestDetails.address === null ? null : JSON.stringify(r.guestDetails.address),
      locale: r.locale,
      special_request: r.specialRequest,
      payment_type: r.paymentType,
      total_price: r.totalPrice,
      tax: r.tax,
      cancellation_policy: JSON.stringify(r.policy),
      bypass_token_hash: r.bypassTokenHash,
      cancelled_at: null,
      cancel_reason: null,
      cancel_details: null,
      cancellation_fee: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, room] of r.rooms.entries()) {
    const { id: roomId } = await trx
      .insertInto('reservation_rooms')
      .values({
        reservation_id: id,
        position,
        room_type_id: room.roomTypeId,
        room_plan_id: room.roomPlanId,
        room_type_code: room.roomTypeCode,
        room_plan_code: room.roomPlanCode,
        room_type_names: JSON.stringify(room.roomTypeNames),
        room_plan_names: JSON.stringify(room.roomPlanNames),
        adults: room.adults,
        kids_tiers: JSON.stringify(room.kidsTiers),
        adult_companions: room.adultCompanions,
        kid_companions: room.kidCompanions,
        children_ages: JSON.stringify(room.childrenAges),
        guest_first_name: room.guestName.first_name,
        guest_last_name: room.guestName.last_name,
        total_price: room.totalPrice,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('reservation_nights')
      .values(room.nights.map((night) => ({ reservation_room_id: roomId, stay_date: night.date, price: night.price })))
      .execute();
  }
  return id;
}

/** A reservation of a hotel by its number. */
export function findReservation(db: Db, hotelId: string, reservationNumber: string, forUpdate = false) {
  let query = db.selectFrom('reservations').selectAll().where('hotel_id', '=', hotelId).where('reservation_number', '=', reservationNumber);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A reservation row. */
export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findReservation>>>;

/** The rooms of a reservation, each with its nights in date order. */
export async function listReservationRooms(db: Db, reservationId: string) {
  const rooms = await db.selectFrom('reservation_rooms').selectAll().where('reservation_id', '=', reservationId).orderBy('position').execute();
  const nights = rooms.length
    ? await db
        .selectFrom('reservation_nights')
        .selectAll()
        .where(
          'reservation_room_id',
          'in',
          rooms.map((r) => r.id),
        )
        .orderBy('stay_date')
        .execute()
    : [];
  return rooms.map((room) => ({
    ...room,
    nights: nights.filter((n) => n.reservation_room_id === room.id).map((n) => ({ date: n.stay_date, price: n.price })),
  }));
}

/** Marks a reservation cancelled with the reason and the fee charged. Call inside a transaction. */
export async function markCancelled(trx: Db, id: string, at: Date, reason: string, details: string, fee: number): Promise<void> {
  await trx
    .updateTable('reservations')
    .set({ status: 'cancelled', cancelled_at: at, cancel_reason: reason, cancel_details: details, cancellation_fee: fee })
    .where('id', '=', id)
    .execute();
}
