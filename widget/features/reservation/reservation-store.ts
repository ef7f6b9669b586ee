import { atom } from 'nanostores';
import { safeParse } from 'valibot';
import { EmailSchema } from '../../../shared/api/guest.ts';
import {
  cancelReservation as cancelCall,
  cancelReservationRoom as cancelRoomCall,
  CancelReservationBodySchema,
  getReservation,
  ReservationNumberSchema,
  type Reservation,
} from '../../../shared/api/reservations.ts';
import { ERROR_REASONS } from '../../../shared/errors.ts';
import { track } from '../../lib/analytics.ts';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { issuesByField } from '../../lib/validation-text.ts';
import { majorUnits } from '../../ui/money.tsx';

/** How the guest proves the reservation is theirs (spec 1 §6: e-mail or bypass token). */
export type ReservationAccess = { email?: string; bypass_token?: string };

/** The reservation being shown. */
export type ReservationState =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'done'; id: string; reservation: Reservation; access: ReservationAccess }
  | { status: 'error'; id: string; error: unknown };

export const $reservation = atom<ReservationState>({ status: 'idle' });

function idOf(hotelCode: string, number: string, access: ReservationAccess): string {
  return JSON.stringify([hotelCode, number.toUpperCase(), access.email ?? '', access.bypass_token ?? '']);
}

/** Loads a reservation, unless it is the one already shown (`force` reloads it). */
export async function loadReservation(hotelCode: string, number: string, access: ReservationAccess, options: { force?: boolean } = {}): Promise<void> {
  const id = idOf(hotelCode, number, access);
  const current = $reservation.get();
  if (!options.force && current.status !== 'idle' && current.status !== 'error' && current.id === id) return;
  if (current.status !== 'done' || current.id !== id) $reservation.set({ status: 'loading', id });
  try {
    const { data } = await callApi(getReservation, { params: { code: hotelCode, reservation_number: number }, query: access });
    $reservation.set({ status: 'done', id, reservation: data, access });
  } catch (error) {
    $reservation.set({ status: 'error', id, error });
  }
}

/** The lookup form (/search): values, field errors (contract keys), and the request's state. */
export type LookupState = {
  status: 'idle' | 'searching' | 'error';
  errors: Partial<Record<'reservation_number' | 'email', string>>;
  error: unknown;
  failedSubmits: number;
};
export const $lookup = atom<LookupState>({ status: 'idle', errors: {}, error: null, failedSubmits: 0 });

/**
 * Finds a reservation by number and e-mail. Returns the reservation number as the server
 * knows it, or null (field errors, or "not found", are in `$lookup`).
 */
export async function lookupReservation(hotelCode: string, input: { reservation_number: string; email: string }): Promise<string | null> {
  const state = $lookup.get();
  const number = safeParse(ReservationNumberSchema, input.reservation_number);
  const email = safeParse(EmailSchema, input.email);
  const errors = {
    ...(number.success ? {} : { reservation_number: number.issues[0].message }),
    ...(email.success ? {} : { email: email.issues[0].message }),
  };
  if (!number.success || !email.success) {
    $lookup.set({ status: 'idle', errors, error: null, failedSubmits: state.failedSubmits + 1 });
    return null;
  }
  $lookup.set({ ...state, status: 'searching', errors: {}, error: null });
  const access = { email: email.output };
  await loadReservation(hotelCode, number.output, access, { force: true });
  const result = $reservation.get();
  if (result.status === 'done') {
    $lookup.set({ status: 'idle', errors: {}, error: null, failedSubmits: 0 });
    return result.reservation.reservation_number;
  }
  $lookup.set({ status: 'error', errors: {}, error: result.status === 'error' ? result.error : null, failedSubmits: state.failedSubmits + 1 });
  return null;
}

/** The cancel dialog: what the guest chose and the request's state. */
export type CancellationState = {
  status: 'idle' | 'submitting' | 'error' | 'done';
  reason: string;
  details: string;
  errors: Partial<Record<'reason' | 'details', string>>;
  error: unknown;
};
const NO_CANCELLATION: CancellationState = { status: 'idle', reason: '', details: '', errors: {}, error: null };
export const $cancellation = atom<CancellationState>(NO_CANCELLATION);

const STALE_REASONS = [ERROR_REASONS.feeChanged, ERROR_REASONS.alreadyCancelled, ERROR_REASONS.cancelOnCheckinDay, ERROR_REASONS.stayPast];

/** Opens a fresh cancel form. */
export function startCancellation(): void {
  $cancellation.set(NO_CANCELLATION);
}

/** The guest picked a reason or typed details. */
export function updateCancellation(patch: Partial<Pick<CancellationState, 'reason' | 'details'>>): void {
  const state = $cancellation.get();
  const errors = { ...state.errors };
  for (const field of Object.keys(patch) as Array<'reason' | 'details'>) delete errors[field];
  $cancellation.set({ ...state, ...patch, errors });
}

/**
 * Cancels the shown reservation with the fee the guest was shown (spec 1 §3 cancel payload:
 * reason, details, cancellation_fee_displayed). If the fee changed meanwhile, the server
 * cancels nothing; the reservation is reloaded so the dialog shows the new fee.
 */
export async function cancelReservation(hotelCode: string, room?: { number: number; fee: number }): Promise<boolean> {
  const shown = $reservation.get();
  const state = $cancellation.get();
  if (shown.status !== 'done' || state.status === 'submitting') return false;
  const body = safeParse(CancelReservationBodySchema, {
    reason: state.reason,
    details: state.details,
    cancellation_fee_displayed: room ? room.fee : shown.reservation.cancellation.fee,
  });
  if (!body.success) {
    $cancellation.set({ ...state, status: 'idle', errors: issuesByField(body.issues) });
    return false;
  }
  $cancellation.set({ ...state, status: 'submitting', errors: {}, error: null });
  const { reservation, access } = shown;
  try {
    const params = { code: hotelCode, reservation_number: reservation.reservation_number };
    // issue 15: one room of several, or the whole reservation
    const { data } = room
      ? await callApi(cancelRoomCall, { params: { ...params, room_number: String(room.number) }, query: access, body: body.output })
      : await callApi(cancelCall, { params, query: access, body: body.output });
    $reservation.set({ ...shown, reservation: data });
    $cancellation.set({ ...$cancellation.get(), status: 'done' });
    // GA4 refund: the purchase's transaction (the reservation number), less what the card gets back
    // (all of it for the whole reservation; for one room, what this cancellation added)
    const refunded = room ? data.refunded_amount - reservation.refunded_amount : data.refunded_amount;
    if (refunded > 0) {
      track('refund', {
        page_category: 'reservation_cancel',
        transaction_id: data.reservation_number,
        value: majorUnits(refunded, data.currency),
        currency: data.currency,
      });
    }
    if (room) track('reservation_cancel', { page_category: 'reservation_cancel', transaction_id: data.reservation_number, room_number: room.number });
    return true;
  } catch (error) {
    $cancellation.set({ ...$cancellation.get(), status: 'error', error });
    // the reservation changed under the guest (fee moved on, cancelled elsewhere, check-in day came): show it as it is now
    if (error instanceof ApiError && STALE_REASONS.some((reason) => error.hasReason(reason))) {
      await loadReservation(hotelCode, reservation.reservation_number, access, { force: true });
    }
    return false;
  }
}
