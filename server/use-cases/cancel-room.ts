import type * as v from 'valibot';
import type { CancelReservationBodySchema, Reservation } from '../../shared/api/reservations.ts';
import type { Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { UPDATE_ERROR_CODES } from '../../shared/api/reservation-updates.ts';
import { reservationTotals } from '../../shared/reservation-totals.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { listDiscountLines } from '../db/repositories/coupons-repository.ts';
import { inclusiveExtraIdsByRoomPlan } from '../db/repositories/extras-repository.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { releaseInventory } from '../db/repositories/inventory-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import { findReservation, listReservationRooms, markRoomCancelled, type ReservationRow } from '../db/repositories/reservations-repository.ts';
import { ownerRefusal } from '../domain/booking-owner.ts';
import { occupiedUntil } from '../domain/day-use.ts';
import { DomainError } from '../domain/errors.ts';
import { extrasTotals } from '../domain/extras.ts';
import { localizedText } from '../domain/localized-text.ts';
import { paidShare, promotionPercent, roomCancellationMoney, roomShare, withPromotion } from '../domain/room-cancellation.ts';
import { roomCancellationMail } from '../mail/templates.ts';
import { listReservationExtras } from './book-extras.ts';
import { settleCancelledPayments } from './cancellation-refund.ts';
import { cancelLockedReservation, owesCardSettlement } from './cancel-reservation.ts';
import { findOwnReservation } from './reservation-access.ts';
import { loadReservationLines, reservationView } from './reservation-view.ts';

type Access = { email?: string; bypass_token?: string };

/** Included extras: one fewer of each extra the cancelled room's plan included (a line of one goes). */
async function dropIncludedExtras(trx: Db, hotel: HotelRow, reservationId: string, roomPlanCode: string): Promise<void> {
  const included = (await inclusiveExtraIdsByRoomPlan(trx, hotel.id))[roomPlanCode] ?? [];
  if (included.length === 0) return;
  const lines = trx
    .deleteFrom('reservation_extras')
    .where('reservation_id', '=', reservationId)
    .where('inclusive', '=', true)
    .where('extra_id', 'in', included);
  await lines.where('quantity', '=', 1).execute();
  await trx
    .updateTable('reservation_extras')
    .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
    .where('reservation_id', '=', reservationId)
    .where('inclusive', '=', true)
    .where('extra_id', 'in', included)
    .execute();
}

/**
 * Cancels one room of a locked reservation of several (issue 15): the room's quote as the
 * reservation shows it (room_cancellation: the hotel's setting, the check-in day, the fee the
 * guest saw), then in the caller's transaction the room's stock and plan stock go back, its
 * coupon lines and its plan's included extras go, the totals are worked out again for the rooms
 * left, a card payment in full records the room's share less the fee as owed back, and the
 * e-mail is queued in the reservation's language. Returns the refund owed.
 */
async function cancelLockedRoom(
  trx: Db,
  deps: AppDeps,
  hotel: HotelRow,
  row: ReservationRow,
  roomNumber: number,
  request: v.InferOutput<typeof CancelReservationBodySchema>,
  locale: Locale,
): Promise<Reservation> {
  const now = deps.now();
  const rooms = await listReservationRooms(trx, row.id);
  const room = rooms.find((candidate) => candidate.position + 1 === roomNumber);
  if (!room) throw new DomainError(ERROR_CODES.invalid, 'room_not_found');
  const lines = await loadReservationLines(trx, hotel, row.id, locale);
  const quote = reservationView(hotel, row, rooms, locale, now, lines).room_cancellation?.find((q) => q.room_number === roomNumber);
  if (!quote) throw new DomainError(ERROR_CODES.invalid, 'room_cancellation_not_offered', { values: { phone: hotel.phone } });
  if (!quote.cancellable) throw new DomainError(ERROR_CODES.invalid, quote.reason ?? ERROR_REASONS.alreadyCancelled);
  if (quote.fee !== request.cancellation_fee_displayed) throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.feeChanged);

  const card = row.payment_type === 'credit_card' && row.paid_amount > 0;
  // the room_cancellation quote is offered for a card payment only when its discount's percentage is found
  const percent = promotionPercent(row.total_price + row.promotion_discount_amount, row.promotion_discount_amount) ?? 0;
  const share = paidShare({
    total: row.total_price,
    promotionDiscount: row.promotion_discount_amount,
    percent,
    share: roomShare(room.total_price, lines.discounts, room.position),
  });
  const money = roomCancellationMoney({
    share,
    percentage: quote.percentage,
    total: row.total_price,
    charged: card ? row.paid_amount - row.refunded_amount - row.change_fee_amount : null,
  });
  // one order for every transaction that holds stock: extras (none move here), the coupon's lines, then rooms and plans
  await dropIncludedExtras(trx, hotel, row.id, room.room_plan_code);
  await trx.deleteFrom('reservation_discounts').where('reservation_id', '=', row.id).where('room_index', '=', room.position).execute();
  await releaseInventory(trx, {
    rooms: [{ roomTypeId: room.room_type_id, count: 1 }],
    roomPlans: [{ roomPlanId: room.room_plan_id, count: 1 }],
    checkin: row.checkin_date,
    checkout: occupiedUntil(row.checkin_date, row.checkout_date),
  });
  await markRoomCancelled(trx, room.id, now, request.reason, money.fee);
  const left = rooms.filter((candidate) => candidate.id !== room.id);
  const [extras, discounts] = await Promise.all([listReservationExtras(trx, row.id, locale, hotel.locale), listDiscountLines(trx, row.id)]);
  const gross = reservationTotals({
    roomsTotal: left.reduce((sum, candidate) => sum + candidate.total_price, 0),
    extras: extrasTotals(extras),
    discounts,
    taxRateBp: hotel.tax_rate_bp,
  });
  // paid by card, the rest of the stay keeps its card discount
  const sums = row.payment_type === 'credit_card' ? withPromotion(gross.total, gross.tax, percent) : { ...gross, promotionDiscount: 0 };
  await trx
    .updateTable('reservations')
    .set({
      total_price: sums.total,
      tax: sums.tax,
      deposit_amount: row.payment_type === 'credit_card' ? sums.total : row.deposit_amount,
      promotion_discount_amount: sums.promotionDiscount,
      refunded_amount: row.refunded_amount + money.refund,
      change_fee_amount: row.change_fee_amount + (card ? money.fee : 0),
      update_count: row.update_count + 1,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  const next = (await findReservation(trx, hotel.id, row.reservation_number))!;
  const mailLocale = row.locale as Locale;
  const mailView = reservationView(hotel, next, left, mailLocale, now, await loadReservationLines(trx, hotel, row.id, mailLocale));
  const mail = roomCancellationMail(mailView, mailLocale, {
    room: roomNumber,
    roomType: localizedText(room.room_type_names, mailLocale, hotel.locale),
    previousTotal: row.total_price,
    fee: money.fee,
    refund: money.refund,
  });
  await enqueueMail(trx, { kind: 'reservation_room_cancellation', recipient: row.email, ...mail, reservationId: row.id });
  return reservationView(hotel, next, left, locale, now, await loadReservationLines(trx, hotel, row.id, locale));
}

/**
 * Cancels one room of a reservation for its guest (issue 15), who proves it is theirs as for
 * cancelling it all (spec 1 §6). The last room left cancels the whole reservation. A card
 * refund goes through the gateway after the commit, retried by the payment job if it fails.
 */
export async function cancelReservationRoom(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  roomNumber: number,
  access: Access,
  body: v.InferOutput<typeof CancelReservationBodySchema>,
  locale: Locale,
  signedIn: string | null = null,
): Promise<Reservation> {
  const { view, whole } = await deps.db.transaction().execute(async (trx) => {
    const row = await findOwnReservation(trx, hotel, number, access, true);
    const refusal = ownerRefusal(row.member_id, signedIn);
    if (refusal) throw new DomainError(ERROR_CODES.invalid, refusal);
    if (row.update_locked && row.status !== 'cancelled') {
      throw new DomainError(UPDATE_ERROR_CODES.originalChanged, 'cancel_locked', { values: { phone: hotel.phone } });
    }
    if (row.status === 'cancelled') throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.alreadyCancelled);
    const rooms = await listReservationRooms(trx, row.id);
    if (rooms.length === 1 && rooms[0]!.position + 1 === roomNumber) {
      return { view: await cancelLockedReservation(trx, deps, hotel, row, body, locale), whole: true };
    }
    return { view: await cancelLockedRoom(trx, deps, hotel, row, roomNumber, body, locale), whole: false };
  });
  if (whole ? owesCardSettlement(view) : view.refunded_amount > 0) await settleCancelledPayments(deps, hotel.id, number);
  return view;
}
