import type { Reservation } from '../../shared/api/reservations.ts';
import type { CurrencyCode, Locale } from '../../shared/constants.ts';
import type { ReservationExtraLine } from '../../shared/api/extras.ts';
import type { ReservationDiscountLine } from '../../shared/api/coupons.ts';
import type { ReservationAnswer } from '../../shared/api/questions.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { listReservationExtras } from './book-extras.ts';
import { listReservationDiscounts } from './redeem-coupon.ts';
import { listAnswers } from './answers.ts';
import { guestLines, loadGuestNames, type GuestNames } from './guest-lines.ts';
import { type ReservationRow, listCancelledRooms, listReservationRooms } from '../db/repositories/reservations-repository.ts';
import type { AppDeps } from '../deps.ts';
import { hotelToday, nightCount } from '../domain/dates.ts';
import { quoteCancellation } from '../domain/cancellation.ts';
import { paidShare, promotionPercent, roomCancellationOffered, roomShare } from '../domain/room-cancellation.ts';
import { localizedText } from '../domain/localized-text.ts';
import { policyView } from './policy-view.ts';
import { receiptStatus } from './receipt-status.ts';

type RoomRows = Awaited<ReturnType<typeof listReservationRooms>>;
type CancelledRoomRows = Awaited<ReturnType<typeof listCancelledRooms>>;

/** A reservation's lines besides its rooms (extras, discounts and answers), and the names of its guests' kinds. */
export type ReservationLines = {
  extras: ReservationExtraLine[];
  discounts: ReservationDiscountLine[];
  answers: ReservationAnswer[];
  guestNames: GuestNames;
  /** Rooms cancelled on their own (none for a reservation being booked). */
  cancelledRooms?: CancelledRoomRows;
};

/** Reads a reservation's extras, discounts and answers, named in the locale, and its hotel's guest names. */
export async function loadReservationLines(
  db: Db,
  hotel: Pick<HotelRow, 'id' | 'brand_id' | 'locale'>,
  reservationId: string,
  locale: Locale,
): Promise<ReservationLines> {
  const [extras, discounts, answers, guestNames, cancelledRooms] = await Promise.all([
    listReservationExtras(db, reservationId, locale, hotel.locale),
    listReservationDiscounts(db, reservationId, locale, hotel.locale),
    listAnswers(db, reservationId),
    loadGuestNames(db, hotel.id, hotel.brand_id),
    listCancelledRooms(db, reservationId),
  ]);
  return { extras, discounts, answers, guestNames, cancelledRooms };
}

/** A stored reservation as the guest sees it, with what cancelling now would cost. */
export function reservationView(hotel: HotelRow, row: ReservationRow, rooms: RoomRows, locale: Locale, now: Date, lines: ReservationLines): Reservation {
  const totalRoomPrice = rooms.reduce((sum, room) => sum + room.total_price, 0);
  const cancelledRooms = lines.cancelledRooms ?? [];
  // the fees of rooms cancelled on their own are due at the hotel unless a card payment in full kept them
  const roomFeesDue = row.payment_type === 'credit_card' ? 0 : cancelledRooms.reduce((sum, room) => sum + (room.cancellation_fee ?? 0), 0);
  const percent = promotionPercent(row.total_price + row.promotion_discount_amount, row.promotion_discount_amount);
  const quote = (totalPrice: number) =>
    quoteCancellation({
      parts: row.cancellation_policy.parts,
      checkin: row.checkin_date,
      timezone: hotel.timezone,
      now,
      totalPrice,
      cancelled: row.status === 'cancelled',
      locked: row.update_locked,
    });
  return {
    reservation_number: row.reservation_number,
    status: row.status,
    hotel: {
      code: hotel.code,
      name: localizedText(hotel.names, locale, hotel.locale),
      address: localizedText(hotel.addresses, locale, hotel.locale),
      phone: hotel.phone,
      timezone: hotel.timezone,
      checkin_time: hotel.checkin_time,
      checkout_time: hotel.checkout_time,
    },
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    nights: nightCount(row.checkin_date, row.checkout_date),
    currency: row.currency as CurrencyCode,
    guest: {
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      phone: row.phone,
      first_name_kana: row.first_name_kana,
      last_name_kana: row.last_name_kana,
      english_first_name: row.english_first_name,
      english_last_name: row.english_last_name,
      address: row.address
        ? ({ ...row.address, building_name_and_number: row.address.building_name_and_number ?? '' } as Reservation['guest']['address'])
        : null,
    },
    rooms: rooms.map((room) => ({
      room_type_code: room.room_type_code,
      room_type_name: localizedText(room.room_type_names, locale, hotel.locale),
      room_plan_code: room.room_plan_code,
      room_plan_name: localizedText(room.room_plan_names, locale, hotel.locale),
      adults: room.adults,
      kids_tiers: room.kids_tiers,
      children_ages: room.children_ages,
      adult_companion: room.adult_companions,
      kid_tier_A_companion: room.kid_companions,
      guests: guestLines(room, lines.guestNames, locale, hotel.locale),
      guest_name: { first_name: room.guest_first_name ?? row.first_name, last_name: room.guest_last_name ?? row.last_name },
      nightly_prices: room.nights,
      total_price: room.total_price,
    })),
    payment_type: row.payment_type as Reservation['payment_type'],
    deposit_amount: row.deposit_amount,
    promotion_discount_amount: row.promotion_discount_amount,
    paid_amount: row.paid_amount,
    remain_amount: row.status === 'cancelled' ? 0 : row.total_price - (row.deposit_amount ?? 0) + roomFeesDue,
    refunded_amount: row.refunded_amount,
    payment_expires_at: row.status === 'payment_pending' && row.payment_expires_at ? new Date(row.payment_expires_at).toISOString() : null,
    on_site_allowed: row.status === 'payment_pending' && row.on_site_allowed,
    cancel_reason: row.cancel_reason,
    special_request: row.special_request,
    extras: lines.extras,
    discounts: lines.discounts,
    answers: lines.answers,
    total_room_price: totalRoomPrice,
    total_extra_price: lines.extras.reduce((sum, line) => sum + line.price, 0),
    coupon_discount_amount: lines.discounts.reduce((sum, line) => sum + line.amount, 0),
    total_price: row.total_price,
    total_price_without_tax: row.total_price - row.tax,
    tax: row.tax,
    cancellation_policy: policyView(row.cancellation_policy, locale, hotel.locale),
    cancellation: quote(row.total_price),
    room_cancellation: roomCancellationOffered({
      offered: hotel.settings.room_cancellation_active === true,
      rooms: rooms.length,
      status: row.status,
      lockedByHotel: row.update_locked,
      paymentType: row.payment_type,
      promotionPercent: percent,
    })
      ? rooms.map((room) => {
          const share = roomShare(room.total_price, lines.discounts, room.position);
          return {
            room_number: room.position + 1,
            ...quote(paidShare({ total: row.total_price, promotionDiscount: row.promotion_discount_amount, percent: percent ?? 0, share })),
          };
        })
      : null,
    cancelled_rooms: cancelledRooms.map((room) => ({
      room_number: room.position + 1,
      room_type_name: localizedText(room.room_type_names, locale, hotel.locale),
      room_plan_name: localizedText(room.room_plan_names, locale, hotel.locale),
      total_price: room.total_price,
      cancellation_fee: room.cancellation_fee ?? 0,
      cancelled_at: new Date(room.cancelled_at!).toISOString(),
    })),
    cancelled_at: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : null,
    cancellation_fee: row.cancellation_fee,
    receipt: receiptStatus(row, hotelToday(hotel.timezone, now), locale),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A stored reservation read with its rooms and lines and shown as its guest sees it now, in the locale: the answer of every call that returns a reservation. */
export async function reservationAnswer(deps: AppDeps, hotel: HotelRow, row: ReservationRow, locale: Locale): Promise<Reservation> {
  const [rooms, lines] = await Promise.all([listReservationRooms(deps.db, row.id), loadReservationLines(deps.db, hotel, row.id, locale)]);
  return reservationView(hotel, row, rooms, locale, deps.now(), lines);
}
