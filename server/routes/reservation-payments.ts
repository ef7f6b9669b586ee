import type { Hono } from 'hono';
import { confirmReservationPayment, openReservationPayment, payReservationAtHotel, syncReservationPayment } from '../../shared/api/reservation-payments.ts';
import { type CurrencyCode, IDEMPOTENCY_KEY_HEADER, type Locale } from '../../shared/constants.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { ApiFailure } from '../http/failure.ts';
import { FIELD_MESSAGES, TITLES } from '../http/messages.ts';
import { mountCall } from '../http/mount-call.ts';
import {
  type PaymentProgress,
  confirmReservationPayment as confirm,
  startReservationPayment,
  switchToPayAtHotel,
  syncReservationPayment as sync,
  type ReservationAccess,
} from '../use-cases/reservation-payment.ts';
import { markPayAtHotel } from '../use-cases/reservation-payment-state.ts';
import { findOwnReservation } from '../use-cases/reservation-access.ts';
import { reservationAnswer } from '../use-cases/reservation-view.ts';
import { requireHotel } from './hotel-access.ts';
import { optionalMember } from './member-access.ts';
import { checkGuestAccess } from './reservations.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

async function withReservation(deps: AppDeps, hotel: HotelRow, number: string, access: ReservationAccess, locale: Locale, progress: PaymentProgress) {
  const row = await findOwnReservation(deps.db, hotel, number, access);
  const reservation = await reservationAnswer(deps, hotel, row, locale);
  return { state: progress.state, challenge_url: progress.challengeUrl, error_code: progress.errorCode, reservation };
}

/** Paying a reservation by card: the hosted fields' session, the token's charge, the re-read after 3-D Secure, and payment at the hotel instead. */
export function mountReservationPayments(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, openReservationPayment, async ({ params, query, body, session, c }) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (!key || !KEY_PATTERN.test(key)) {
      throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], {
        [IDEMPOTENCY_KEY_HEADER]: [{ code: 'idempotency_key_required', message: FIELD_MESSAGES.idempotency_key_required! }],
      });
    }
    const hotel = await requireHotel(deps, params.code, session);
    await checkGuestAccess(deps, c, hotel, params.reservation_number, query);
    const signedIn = await optionalMember(deps, c, hotel);
    const opened = await startReservationPayment(deps, hotel, params.reservation_number, query, {
      signedIn: signedIn?.member.id ?? null,
      parentOrigin: body.parent_origin,
      returnUrl: body.return_url,
      locale: body.locale,
      idempotencyKey: `${session.id}:${key}`,
    });
    return {
      transaction_id: opened.transactionId,
      hosted_fields_url: opened.hostedFieldsUrl,
      gateway_origin: new URL(opened.hostedFieldsUrl).origin,
      purpose: opened.purpose,
      amount: opened.amount,
      currency: opened.currency as CurrencyCode,
      accepted_brands: opened.acceptedBrands,
      card_valid_through: opened.cardValidThrough,
      expires_at: opened.expiresAt.toISOString(),
      saved_cards: opened.savedCards,
    };
  });

  mountCall(app, deps, confirmReservationPayment, async ({ params, query, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await checkGuestAccess(deps, c, hotel, params.reservation_number, query);
    const signedIn = await optionalMember(deps, c, hotel);
    const progress = await confirm(deps, hotel, params.reservation_number, query, {
      transactionId: body.transaction_id,
      token: body.token,
      savedCardId: body.saved_card_id,
      signedIn: signedIn?.member.id ?? null,
    });
    return withReservation(deps, hotel, params.reservation_number, query, locale, progress);
  });

  mountCall(app, deps, syncReservationPayment, async ({ params, query, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await checkGuestAccess(deps, c, hotel, params.reservation_number, query, true);
    const progress = await sync(deps, hotel, params.reservation_number, query, body.transaction_id);
    return withReservation(deps, hotel, params.reservation_number, query, locale, progress);
  });

  mountCall(app, deps, payReservationAtHotel, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await checkGuestAccess(deps, c, hotel, params.reservation_number, query);
    const signedIn = await optionalMember(deps, c, hotel);
    const id = await switchToPayAtHotel(deps, hotel, params.reservation_number, query, signedIn?.member.id ?? null);
    return markPayAtHotel(deps, hotel, id, locale);
  });
}
