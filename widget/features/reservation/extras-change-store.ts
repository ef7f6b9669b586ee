import { atom } from 'nanostores';
import type { ExtraUnit, ReservationExtraInput } from '../../../shared/api/extras.ts';
import { getReservationExtras, type ReservationExtras, updateReservationExtras } from '../../../shared/api/reservation-extras.ts';
import { track } from '../../lib/analytics.ts';
import { callApi } from '../../lib/api-client.ts';
import { majorUnits } from '../../ui/money.tsx';
import { $reservation, loadReservation } from './reservation-store.ts';

/** Spec 2 §7.4 extras of a reservation as the reservation page shows them: loaded with the page, then changed in a form. */
export type ReservationExtrasState =
  | { status: 'idle' | 'loading' }
  /** `number`: the reservation they are of. */
  | { status: 'done'; number: string; data: ReservationExtras }
  | { status: 'error'; error: unknown };

export const $reservationExtras = atom<ReservationExtrasState>({ status: 'idle' });

/** The quantities being chosen (by row key), and the save under way or refused. */
export type ExtrasDraft = { status: 'editing' | 'saving'; quantities: Record<string, number>; error: unknown };
export const $extrasDraft = atom<ExtrasDraft | null>(null);

/** One extra (one night of a dated extra) the guest may have: what the reservation holds and what it may become. */
export type ExtraRow = {
  key: string;
  extra_id: string;
  date: string | null;
  name: string;
  unit: ExtraUnit;
  /** Today's price of one unit, tax included. */
  unitPrice: number;
  /** Units the reservation holds, and what they cost when booked. */
  held: number;
  heldPrice: number;
  min: number;
  max: number;
};

const keyOf = (extraId: string, date: string | null) => `${extraId}|${date ?? ''}`;

/**
 * The rows of the form: every extra still orderable for the stay (a dated one by night) and
 * every one the reservation holds that the hotel still sells for it. The most is the extra's
 * maximum, or the units left plus those held when fewer. A quantity is 0 or min..max.
 */
export function extraRows(data: ReservationExtras): ExtraRow[] {
  const held = new Map(data.lines.filter((line) => !line.inclusive).map((line) => [keyOf(line.extra_id, line.date), line]));
  const rows: ExtraRow[] = [];
  for (const offer of data.offers) {
    const nights = offer.extra_type === 'generic' ? [{ date: null, price: offer.price ?? 0, inventory: offer.inventory }] : offer.prices;
    for (const night of nights) {
      const line = held.get(keyOf(offer.extra_id, night.date));
      const open = night.date === null ? offer.bookable : offer.booking_available_dates.includes(night.date);
      if (!open && !line) continue;
      const left = night.inventory === null ? offer.max_quantity : night.inventory + (line?.quantity ?? 0);
      rows.push({
        key: keyOf(offer.extra_id, night.date),
        extra_id: offer.extra_id,
        date: night.date,
        name: offer.name,
        unit: offer.unit,
        unitPrice: night.price,
        held: line?.quantity ?? 0,
        heldPrice: line?.price ?? 0,
        min: offer.min_quantity,
        max: Math.min(offer.max_quantity, left),
      });
    }
  }
  return rows;
}

/** The reservation's total with these quantities: a line kept as it is keeps its booked price, a changed one costs today's. */
export function draftTotal(data: ReservationExtras, rows: readonly ExtraRow[], quantities: Readonly<Record<string, number>>): number {
  return rows.reduce((total, row) => {
    const quantity = quantities[row.key] ?? row.held;
    return quantity === row.held ? total : total - row.heldPrice + quantity * row.unitPrice;
  }, data.total_price);
}

/** The body's extras: every row's quantity, and the held lines the form does not show kept as they are. */
export function draftExtras(data: ReservationExtras, rows: readonly ExtraRow[], quantities: Readonly<Record<string, number>>): ReservationExtraInput[] {
  const shown = new Set(rows.map((row) => row.key));
  const hidden = data.lines
    .filter((line) => !line.inclusive && !shown.has(keyOf(line.extra_id, line.date)))
    .map((line) => ({ extra_id: line.extra_id, quantity: line.quantity, ...(line.date ? { date: line.date } : {}) }));
  const chosen = rows
    .map((row) => ({ extra_id: row.extra_id, quantity: quantities[row.key] ?? row.held, ...(row.date ? { date: row.date } : {}) }))
    .filter((line) => line.quantity > 0);
  return [...chosen, ...hidden];
}

/**
 * A step of a row's quantity: 0 or min..max, so one step up from 0 is the least that may be
 * ordered and one step down from it is none.
 */
export function stepQuantity(row: Pick<ExtraRow, 'min' | 'max'>, from: number, to: number): number {
  if (to > from && to < row.min) return Math.min(row.min, row.max);
  if (to < from && to < row.min) return 0;
  return Math.max(0, Math.min(to, row.max));
}

function shown() {
  const state = $reservation.get();
  return state.status === 'done' ? state : null;
}

/** Reads the reservation's extras and what the stay may still have. */
export async function loadReservationExtras(hotelCode: string): Promise<void> {
  const reservation = shown();
  if (!reservation) return;
  if ($reservationExtras.get().status === 'idle') $reservationExtras.set({ status: 'loading' });
  try {
    const { data } = await callApi(getReservationExtras, {
      params: { code: hotelCode, reservation_number: reservation.reservation.reservation_number },
      query: reservation.access,
    });
    $reservationExtras.set({ status: 'done', number: reservation.reservation.reservation_number, data });
  } catch (error) {
    $reservationExtras.set({ status: 'error', error });
  }
}

export function openExtrasDraft(): void {
  $extrasDraft.set({ status: 'editing', quantities: {}, error: null });
}

export function closeExtrasDraft(): void {
  $extrasDraft.set(null);
}

export function setExtraQuantity(key: string, quantity: number): void {
  const draft = $extrasDraft.get();
  if (draft?.status === 'editing') $extrasDraft.set({ ...draft, quantities: { ...draft.quantities, [key]: quantity } });
}

/** Saves the quantities with the total the guest saw; the reservation and its extras are read again. */
export async function saveExtras(hotelCode: string): Promise<boolean> {
  const draft = $extrasDraft.get();
  const state = $reservationExtras.get();
  const reservation = shown();
  if (draft?.status !== 'editing' || state.status !== 'done' || !reservation) return false;
  const rows = extraRows(state.data);
  $extrasDraft.set({ ...draft, status: 'saving', error: null });
  const number = reservation.reservation.reservation_number;
  try {
    const { data } = await callApi(updateReservationExtras, {
      params: { code: hotelCode, reservation_number: number },
      query: reservation.access,
      body: { extras: draftExtras(state.data, rows, draft.quantities), displayed_total_price: draftTotal(state.data, rows, draft.quantities) },
    });
    $reservationExtras.set({ status: 'done', number, data });
    // GA4, as for a change of dates (spec 1 §3 page category reservation_update): what the change costs or saves
    track('reservation_update', {
      page_category: 'reservation_update',
      transaction_id: number,
      value: majorUnits(data.total_price - state.data.total_price, data.currency),
      currency: data.currency,
    });
    await loadReservation(hotelCode, number, reservation.access, { force: true });
    $extrasDraft.set(null);
    return true;
  } catch (error) {
    $extrasDraft.set({ ...draft, status: 'editing', error });
    // what is left and what it costs may have moved: the form shows them as they are now
    void loadReservationExtras(hotelCode);
    return false;
  }
}
