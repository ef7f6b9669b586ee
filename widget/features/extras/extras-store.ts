import { atom, computed } from 'nanostores';
import { listExtras, type Extra, type ExtrasForStay, type ReservationExtraInput } from '../../../shared/api/extras.ts';
import { SEARCH_STORAGE_TTL_MS } from '../../../shared/constants.ts';
import { callApi } from '../../lib/api-client.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

const CHOICE_KEY = 'yado.extras';

/** The stay the extras are offered for: the hotel, the dates and the room plan of each booked room. */
export type ExtrasStay = { hotelCode: string; checkin: string; checkout: string; roomPlanCodes: readonly string[] };

/** The extras offered for the stay being booked (spec 2 §7.3). */
export type ExtrasState =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'done'; id: string; offer: ExtrasForStay }
  | { status: 'error'; id: string; error: unknown };

export const $extras = atom<ExtrasState>({ status: 'idle' });

/** The guest's choice: quantity by `extraId|date` (no date for a generic extra). */
export const $extrasChoice = atom<Record<string, number>>(readStored<Record<string, number>>('session', CHOICE_KEY) ?? {});
// kept for the browser tab, so a reload on the confirm step keeps what the guest chose
$extrasChoice.listen((choice) => writeStored('session', CHOICE_KEY, choice, { ttlMs: SEARCH_STORAGE_TTL_MS }));

/** The key of one chosen line. */
export function choiceKey(extraId: string, date: string | null): string {
  return `${extraId}|${date ?? ''}`;
}

/** Whether the extra comes with a booked plan at no charge (shown as included, not sold). */
export function isIncluded(extra: Extra): boolean {
  return extra.inclusive_room_plan_codes.length > 0;
}

/** The most the guest may choose of a line: its maximum, and no more than is left. */
export function maxQuantity(extra: Extra, date: string | null): number {
  const night = date === null ? null : extra.prices.find((p) => p.date === date);
  // null: no limit; a night the extra is not sold on: none
  const inventory = night === null ? extra.inventory : night === undefined ? 0 : night.inventory;
  return Math.max(0, Math.min(extra.max_quantity, inventory ?? Infinity));
}

/** The unit price of a line, tax included and without. */
export function unitPrice(extra: Extra, date: string | null): { price: number; withoutTax: number } {
  if (date === null) return { price: extra.price ?? 0, withoutTax: extra.price_without_tax ?? 0 };
  const night = extra.prices.find((p) => p.date === date);
  return { price: night?.price ?? 0, withoutTax: night?.price_without_tax ?? 0 };
}

/** The lines the guest can choose: generic extras once, dated ones on each night still bookable. */
type Line = { extra: Extra; date: string | null };
function choosable(offer: ExtrasForStay): Line[] {
  return offer.extras
    .filter((extra) => extra.bookable && !isIncluded(extra))
    .flatMap((extra): Line[] => (extra.extra_type === 'generic' ? [{ extra, date: null }] : extra.booking_available_dates.map((date) => ({ extra, date }))));
}

function offered(): ExtrasForStay | null {
  const state = $extras.get();
  return state.status === 'done' ? state.offer : null;
}

/** Keeps only choices the offer still allows, within their limits. */
function fitChoice(offer: ExtrasForStay): void {
  const kept: Record<string, number> = {};
  const choice = $extrasChoice.get();
  for (const { extra, date } of choosable(offer)) {
    const quantity = Math.min(choice[choiceKey(extra.extra_id, date)] ?? 0, maxQuantity(extra, date));
    if (quantity >= extra.min_quantity) kept[choiceKey(extra.extra_id, date)] = quantity;
  }
  $extrasChoice.set(kept);
}

/**
 * Loads the extras for a stay, once per stay, room plans and language; a choice the new offer
 * no longer allows is dropped or lowered to what is left.
 */
export async function loadExtras(stay: ExtrasStay, locale: string): Promise<void> {
  const id = JSON.stringify([stay.hotelCode, stay.checkin, stay.checkout, [...stay.roomPlanCodes].sort(), locale]);
  const current = $extras.get();
  if (current.status !== 'idle' && current.status !== 'error' && current.id === id) return;
  $extras.set({ status: 'loading', id });
  try {
    const query = {
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      ...(stay.roomPlanCodes.length ? { room_plan_codes: [...new Set(stay.roomPlanCodes)].join(',') } : {}),
    };
    const { data } = await callApi(listExtras, { params: { code: stay.hotelCode }, query });
    if (($extras.get() as { id?: string }).id !== id) return;
    $extras.set({ status: 'done', id, offer: data });
    fitChoice(data);
  } catch (error) {
    if (($extras.get() as { id?: string }).id === id) $extras.set({ status: 'error', id, error });
  }
}

/**
 * Sets how many of a line the guest wants, within 0 and what may be chosen. Spec 1 §5: a chosen
 * line lies in min..max, so stepping up from 0 jumps to the minimum and stepping down from the
 * minimum goes back to 0.
 */
export function setExtraQuantity(extraId: string, date: string | null, quantity: number): void {
  const extra = offered()?.extras.find((e) => e.extra_id === extraId);
  if (!extra || isIncluded(extra)) return;
  const key = choiceKey(extraId, date);
  const previous = $extrasChoice.get()[key] ?? 0;
  let next = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  if (next > 0 && next < extra.min_quantity) next = previous >= extra.min_quantity ? 0 : extra.min_quantity;
  next = Math.min(next, maxQuantity(extra, date));
  if (next < extra.min_quantity) next = 0;
  const { [key]: _dropped, ...rest } = $extrasChoice.get();
  $extrasChoice.set(next > 0 ? { ...rest, [key]: next } : rest);
}

/** Forgets the offer but keeps the choice: the next picker loads the offer again and fits the choice to it. */
export function reloadExtrasOffer(): void {
  $extras.set({ status: 'idle' });
}

/** Forgets the extras and the choice (a booking made, another stay chosen). */
export function clearExtras(): void {
  $extras.set({ status: 'idle' });
  $extrasChoice.set({});
}

/** The choice as the reservation body's `extras` (spec 1 §5). */
export function extrasInput(): ReservationExtraInput[] {
  const offer = offered();
  if (!offer) return [];
  const choice = $extrasChoice.get();
  return choosable(offer).flatMap(({ extra, date }) => {
    const quantity = choice[choiceKey(extra.extra_id, date)] ?? 0;
    if (quantity === 0) return [];
    return [date === null ? { extra_id: extra.extra_id, quantity } : { extra_id: extra.extra_id, quantity, date }];
  });
}

/**
 * The chosen extras' total: `total` tax included (what the guest pays, sent as the displayed
 * extras total) and `withoutTax`, each line's unit price times its quantity as the server counts.
 */
export const $extrasTotal = computed([$extras, $extrasChoice], (state, choice) => {
  if (state.status !== 'done') return { total: 0, withoutTax: 0 };
  return choosable(state.offer).reduce(
    (sum, { extra, date }) => {
      const quantity = choice[choiceKey(extra.extra_id, date)] ?? 0;
      const unit = unitPrice(extra, date);
      return { total: sum.total + unit.price * quantity, withoutTax: sum.withoutTax + unit.withoutTax * quantity };
    },
    { total: 0, withoutTax: 0 },
  );
});

/** One chosen extra as checkout's price breakdown shows it: name, night, quantity and price (tax included). */
export type ChosenExtraLine = { key: string; label: string; date: string | null; quantity: number; amount: number };

/** The chosen extras line by line, in the order the hotel lists them (as the reservation stores them). */
export const $extrasLines = computed([$extras, $extrasChoice], (state, choice): ChosenExtraLine[] => {
  if (state.status !== 'done') return [];
  return choosable(state.offer).flatMap(({ extra, date }) => {
    const key = choiceKey(extra.extra_id, date);
    const quantity = choice[key] ?? 0;
    return quantity > 0 ? [{ key, label: extra.name, date, quantity, amount: unitPrice(extra, date).price * quantity }] : [];
  });
});
