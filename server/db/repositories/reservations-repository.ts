import { randomUUID } from 'node:crypto';
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
  /**
   * Card payment (migration 027): what is charged online (null for a card verified and kept as a
   * guarantee, on_site_credit_card_required), the promotion taken off, until when the rooms are
   * held; null at the hotel without a card.
   */
  payment: {
    depositAmount: number | null;
    /** A card deposit's percentage of the total (the plans'); null when paid in full. */
    depositPercentage: number | null;
    promotionDiscount: number;
    onSiteAllowed: boolean;
    expiresAt: Date;
  } | null;
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

/** A JSON value as it reads back from a jsonb column (properties left undefined are dropped). */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A reservation's rows as `findReservation` and `listReservationRooms` would read them back,
 * and the same rows to insert: its id and its rooms' ids are chosen here, so they can all be
 * written at once and the answer built without reading them back.
 */
export function reservationRecords(r: NewReservation, createdAt: Date) {
  const id = randomUUID();
  const row: ReservationRow = {
    id,
    hotel_id: r.hotelId,
    reservation_number: r.reservationNumber,
    status: r.payment ? 'payment_pending' : 'done',
    checkin_date: r.checkin,
    checkout_date: r.checkout,
    currency: r.currency,
    ...r.guest,
    ...r.guestDetails,
    address: stored(r.guestDetails.address) as ReservationRow['address'],
    locale: r.locale,
    special_request: r.specialRequest,
    payment_type: r.paymentType,
    total_price: r.totalPrice,
    tax: r.tax,
    cancellation_policy: stored(r.policy),
    bypass_token_hash: r.bypassTokenHash,
    created_at: createdAt,
    cancelled_at: null,
    cancel_reason: null,
    cancel_details: null,
    cancellation_fee: null,
    deposit_amount: r.payment?.depositAmount ?? null,
    deposit_percentage: r.payment?.depositPercentage ?? null,
    promotion_discount_amount: r.payment?.promotionDiscount ?? 0,
    paid_amount: 0,
    refunded_amount: 0,
    on_site_allowed: r.payment?.onSiteAllowed ?? true,
    payment_expires_at: r.payment?.expiresAt ?? null,
    // set by createReservation from the access token, never from the body
    member_id: null,
    receipt_issues: 0,
    receipt_name: null,
    receipt_company_number: null,
    receipt_notice_sent_at: null,
    update_locked: false,
    update_lock_reason: null,
    update_count: 0,
    updated_at: null,
    change_fee_amount: 0,
  };
  const rooms: RoomRows = r.rooms.map((room, position) => ({
    id: randomUUID(),
    reservation_id: id,
    position,
    room_type_id: room.roomTypeId,
    room_plan_id: room.roomPlanId,
    room_type_code: room.roomTypeCode,
    room_plan_code: room.roomPlanCode,
    room_type_names: stored(room.roomTypeNames),
    room_plan_names: stored(room.roomPlanNames),
    adults: room.adults,
    kids_tiers: stored(room.kidsTiers),
    adult_companions: room.adultCompanions,
    kid_companions: room.kidCompanions,
    children_ages: stored(room.childrenAges),
    guest_first_name: room.guestName.first_name,
    guest_last_name: room.guestName.last_name,
    cancelled_at: null,
    cancel_reason: null,
    cancellation_fee: null,
    total_price: room.totalPrice,
    nights: [...room.nights].sort((a, b) => a.date.localeCompare(b.date)).map((night) => ({ date: night.date, price: night.price })),
  }));
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  return {
    row,
    rooms,
    insert: {
      reservation: { ...row, address: json(row.address), cancellation_policy: JSON.stringify(row.cancellation_policy) },
      rooms: rooms.map(({ nights: _, ...room }) => ({
        ...room,
        room_type_names: JSON.stringify(room.room_type_names),
        room_plan_names: JSON.stringify(room.room_plan_names),
        kids_tiers: JSON.stringify(room.kids_tiers),
        children_ages: JSON.stringify(room.children_ages),
      })),
      nights: rooms.flatMap((room) => room.nights.map((night) => ({ reservation_room_id: room.id, stay_date: night.date, price: night.price }))),
    },
  };
}

/** A reservation of a hotel by its number. */
export function findReservation(db: Db, hotelId: string, reservationNumber: string, forUpdate = false) {
  let query = db.selectFrom('reservations').selectAll().where('hotel_id', '=', hotelId).where('reservation_number', '=', reservationNumber);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A reservation row. */
export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findReservation>>>;
/** A reservation's rooms, each with its nights, as listReservationRooms reads them. */
export type RoomRows = Awaited<ReturnType<typeof listReservationRooms>>;

/** The rooms of a reservation (those cancelled on their own left out), each with its nights in date order. */
export async function listReservationRooms(db: Db, reservationId: string) {
  const rooms = await db
    .selectFrom('reservation_rooms')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('cancelled_at', 'is', null)
    .orderBy('position')
    .execute();
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

/**
 * Writes a changed reservation inside the caller's transaction: its dates, totals and change
 * count, and each room's room type, plan, names, total and nights (rooms keep their ids).
 */
export async function writeReservationChange(trx: Db, row: ReservationRow, rooms: RoomRows): Promise<void> {
  await trx
    .updateTable('reservations')
    .set({
      checkin_date: row.checkin_date,
      checkout_date: row.checkout_date,
      total_price: row.total_price,
      tax: row.tax,
      update_count: row.update_count,
      updated_at: row.updated_at,
      deposit_amount: row.deposit_amount,
      promotion_discount_amount: row.promotion_discount_amount,
      refunded_amount: row.refunded_amount,
      change_fee_amount: row.change_fee_amount,
    })
    .where('id', '=', row.id)
    .execute();
  for (const room of rooms) {
    await trx
      .updateTable('reservation_rooms')
      .set({
        room_type_id: room.room_type_id,
        room_plan_id: room.room_plan_id,
        room_type_code: room.room_type_code,
        room_plan_code: room.room_plan_code,
        room_type_names: JSON.stringify(room.room_type_names),
        room_plan_names: JSON.stringify(room.room_plan_names),
        total_price: room.total_price,
      })
      .where('id', '=', room.id)
      .execute();
  }
  const ids = rooms.map((room) => room.id);
  await trx.deleteFrom('reservation_nights').where('reservation_room_id', 'in', ids).execute();
  const nights = rooms.flatMap((room) => room.nights.map((night) => ({ reservation_room_id: room.id, stay_date: night.date, price: night.price })));
  if (nights.length > 0) await trx.insertInto('reservation_nights').values(nights).execute();
}

/** Spec 1 §6: facility staff edited the reservation (or lifted that): the guest may not update or cancel it online while it is locked. */
export async function setUpdateLock(db: Db, id: string, locked: boolean, reason: string | null): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ update_locked: locked, update_lock_reason: locked ? reason : null })
    .where('id', '=', id)
    .execute();
}

/** The rooms of a reservation cancelled on their own (migration 048), in booking order. */
export function listCancelledRooms(db: Db, reservationId: string) {
  return db
    .selectFrom('reservation_rooms')
    .select(['position', 'room_type_names', 'room_plan_names', 'total_price', 'cancelled_at', 'cancellation_fee'])
    .where('reservation_id', '=', reservationId)
    .where('cancelled_at', 'is not', null)
    .orderBy('position')
    .execute();
}

/** Marks one room cancelled with the reason and its fee. Call inside a transaction. */
export async function markRoomCancelled(trx: Db, roomId: string, at: Date, reason: string, fee: number): Promise<void> {
  await trx.updateTable('reservation_rooms').set({ cancelled_at: at, cancel_reason: reason, cancellation_fee: fee }).where('id', '=', roomId).execute();
}
