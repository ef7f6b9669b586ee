// @vitest-environment happy-dom
import { renderConfirmation, useConfirmationPage } from './confirmation-testing.tsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationChange, UpdateSettings } from '../../../shared/api/reservation-updates.ts';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { reservationFixture, roomPlanFixture, roomTypeFixture, searchResultFixture } from '../../testing/fixtures.ts';
import { $changePayment, $reservationUpdate, $updateSettings } from './update-store.ts';
import { buttonByText, click, envelope, json, settle, typeInto, type Recorded } from '../../testing/render.tsx';

const open: UpdateSettings = { is_active: true, updatable: true, reason: null, message: null };

/** The reservation moved one night later, one night longer, at 40,000 (previously 26,400). */
function change(overrides: Partial<ReservationChange> = {}): ReservationChange {
  const moved = reservationFixture({ checkin_date: '2030-06-13', checkout_date: '2030-06-16', nights: 3, total_price: 40000 });
  return {
    reservation: moved,
    previous_total_price: 26400,
    difference: 13600,
    dropped_extras: [],
    dropped_coupon: null,
    refund_amount: 0,
    change_fee: 0,
    difference_payment: 'at_hotel',
    amount_due: 0,
    payment_number: null,
    allowed: true,
    ...overrides,
  };
}

type Answer = (request: Recorded) => Response;

/** The new dates' search: the booked Deluxe Double (its plan BB) at 40,000, a Garden Suite under BB at 52,000, and a suite under another plan. */
function searchAnswer() {
  const offer = (type: string, name: string, plan: string, total: number) =>
    roomPlanFixture({
      room_type_code: type,
      room_type_name: name,
      room_plan_code: `${type}-${plan}`,
      hotel_plan_code: plan,
      // the same price for each room of the search (one room, or two alike)
      room_prices: [0, 1].map(() => ({ total_price: total, total_price_without_tax: total, tax: 0, adults_count: 2, children_count: 0, nightly_prices: [] })),
    });
  return json(200, {
    data: searchResultFixture({
      room_types: [
        roomTypeFixture({
          room_plans: [offer('DBL', 'Deluxe Double', 'BB', 40000), offer('STE', 'Garden Suite', 'BB', 52000), offer('STE', 'Garden Suite', 'RO', 45000)],
        }),
      ],
    }),
  });
}

async function renderWith({
  settings = open,
  quote = () => json(200, { data: change() }),
  update = () => json(200, { data: change() }),
  reservation = reservationFixture(),
}: {
  reservation?: ReturnType<typeof reservationFixture>;
  settings?: UpdateSettings;
  quote?: Answer;
  update?: Answer;
} = {}) {
  return renderConfirmation((request) => {
    if (request.url.pathname.endsWith('/update_settings')) return json(200, { data: settings });
    if (request.url.pathname.endsWith('/update_quote')) return quote(request);
    if (request.url.pathname.endsWith('/rooms')) return searchAnswer();
    if (request.method === 'PUT') return update(request);
    return json(200, { data: reservation });
  });
}

/** Opens update mode on the reservation's dates. */
async function openEditor(page: Awaited<ReturnType<typeof renderWith>>) {
  await vi.waitFor(() => expect(buttonByText(page.container, 'Change dates or rooms')).not.toBeNull());
  await click(buttonByText(page.container, 'Change dates or rooms'));
  // update mode is a chunk of its own: its first import takes a while here
  await vi.waitFor(() => expect(page.container.querySelector('#update-checkin')).not.toBeNull(), { timeout: 5000 });
  await settle();
}

/** Opens update mode, moves the check-in a day later (the stay keeps its length), then sets the check-out and asks the price. */
async function quoteNewDates(page: Awaited<ReturnType<typeof renderWith>>) {
  await openEditor(page);
  await typeInto(page.container.querySelector('#update-checkin'), '2030-06-13');
  expect(page.container.querySelector<HTMLInputElement>('#update-checkout')!.value).toBe('2030-06-15');
  await typeInto(page.container.querySelector('#update-checkout'), '2030-06-16');
  await click(buttonByText(page.container, 'See the new price'));
  await settle(4);
}

useConfirmationPage();
beforeEach(() => {
  $updateSettings.set({ status: 'idle' });
  $reservationUpdate.set({ status: 'closed' });
  $changePayment.set(null);
});

describe('changing the dates of a reservation (update mode)', () => {
  it('says why a reservation the hotel edited cannot change, in the server’s words, and offers neither a change nor a cancel', async () => {
    const message = 'The hotel has changed this reservation. To change it, please call the hotel at +81 75-123-4567.';
    const page = await renderWith({
      settings: { is_active: true, updatable: false, reason: 'locked_by_hotel', message },
      reservation: reservationFixture({ cancellation: { cancellable: false, reason: 'locked_by_hotel', percentage: 30, fee: 7920 } }),
    });
    await vi.waitFor(() => expect(page.text()).toContain(message));
    expect(buttonByText(page.container, 'Change dates or rooms')).toBeNull();
    expect(buttonByText(page.container, 'Cancel reservation')).toBeNull();
    expect(buttonByText(page.container, 'Change guest names')).toBeNull();
    expect(page.text()).toContain(
      'The hotel has made changes to this reservation, so it cannot be cancelled online. To cancel, please call the hotel: +81 75-123-4567',
    );
    expect(page.container.querySelector('a[href="tel:+81751234567"]')).not.toBeNull();
  });

  it('asks no price for a check-out before the check-in, and says why beside the dates', async () => {
    const page = await renderWith();
    await openEditor(page);
    const see = () => buttonByText(page.container, 'See the new price')!;
    // the dates as booked can be priced: the room types may still change
    expect(see().disabled).toBe(false);
    await typeInto(page.container.querySelector('#update-checkout'), '2030-06-11');
    expect(see().disabled).toBe(true);
    expect(page.text()).toContain('The check-out date must be after the check-in date.');
    expect(page.container.querySelector('#update-checkout')!.getAttribute('aria-invalid')).toBe('true');
    await typeInto(page.container.querySelector('#update-checkout'), '2030-06-15');
    expect(see().disabled).toBe(false);
    expect(page.requests.some((r) => r.url.pathname.endsWith('/update_quote'))).toBe(false);
  });

  it('prices the new dates and shows the new total and how much more it costs, each room keeping its codes', async () => {
    const page = await renderWith();
    await quoteNewDates(page);
    const quote = page.requests.find((r) => r.url.pathname.endsWith('/update_quote'))!;
    expect(quote.method).toBe('POST');
    expect(quote.url.searchParams.get('bypass_token')).toBe('tok-1');
    expect(quote.body).toEqual({ checkin_date: '2030-06-13', checkout_date: '2030-06-16', rooms: [{ room_type_code: 'DBL', room_plan_code: 'DBL-BB' }] });
    expect(page.text()).toContain('Current total¥26,400');
    expect(page.text()).toContain('New total¥40,000');
    expect(page.text()).toContain('The new stay costs ¥13,600 more.');
  });

  it('says what no longer applies and, for a stay paid by card, the fee and the refund', async () => {
    const dropped = {
      extra_id: 'ex-1',
      name: 'Dinner',
      extra_type: 'dated',
      unit: 'per_item',
      date: '2030-06-12',
      quantity: 1,
      unit_price: 5000,
      price: 5000,
      price_without_tax: 4546,
      tax: 454,
      inclusive: false,
    } as unknown as ReservationChange['dropped_extras'][number];
    const quote = change({
      difference: -6400,
      refund_amount: 4000,
      change_fee: 2400,
      dropped_extras: [dropped],
      dropped_coupon: { code: 'SPRING', name: 'Spring offer', amount: 1000 },
    });
    const page = await renderWith({ quote: () => json(200, { data: quote }) });
    await quoteNewDates(page);
    expect(page.text()).toContain('The new stay costs ¥6,400 less.');
    expect(page.text()).toContain('Change fee¥2,400');
    expect(page.text()).toContain('Refunded to your card¥4,000');
    expect(page.text()).toContain('Dinner ¥5,000');
    expect(page.text()).toContain('The coupon Spring offer no longer applies to the new stay and will be removed.');
  });

  it('confirms with one Idempotency-Key and the total shown, then shows the changed reservation, says so and tells analytics', async () => {
    const events: Array<[string, Record<string, unknown>]> = [];
    setAnalyticsSink((name, params) => events.push([name, params]));
    const page = await renderWith();
    await quoteNewDates(page);
    const confirm = buttonByText(page.container, 'Confirm the change')!;
    await click(confirm);
    await click(confirm);
    await settle(4);
    const puts = page.requests.filter((r) => r.method === 'PUT');
    expect(puts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(puts.map((r) => r.headers.get('idempotency-key'))).size).toBe(1);
    expect(puts[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(puts[0]!.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations/YD7K2M9Q');
    expect(puts[0]!.body).toMatchObject({ checkin_date: '2030-06-13', checkout_date: '2030-06-16', displayed_total_price: 40000 });
    await vi.waitFor(() => expect(page.text()).toContain('Your reservation has been changed.'));
    expect(page.text()).toContain('3 nights');
    expect(events).toEqual([['reservation_update', { page_category: 'reservation_update', transaction_id: 'YD7K2M9Q', value: 13600, currency: 'JPY' }]]);
    setAnalyticsSink(() => {});
  });

  it('says before confirming that a card-paid stay pays the difference by card next, then offers to pay it now or at the hotel', async () => {
    const paidByCard = reservationFixture({ payment_type: 'credit_card', deposit_amount: 26400, paid_amount: 26400, remain_amount: 0 });
    const moved = reservationFixture({
      checkin_date: '2030-06-13',
      checkout_date: '2030-06-16',
      nights: 3,
      total_price: 40000,
      payment_type: 'credit_card',
      deposit_amount: 26400,
      paid_amount: 26400,
      remain_amount: 13600,
    });
    const dearer = { reservation: moved, difference_payment: 'card_link' as const, amount_due: 13600 };
    const page = await renderWith({
      reservation: paidByCard,
      quote: () => json(200, { data: change(dearer) }),
      update: () => json(200, { data: change({ ...dearer, payment_number: 'PLABCDEFGH23456789' }) }),
    });
    await quoteNewDates(page);
    expect(page.text()).toContain('The new stay costs ¥13,600 more than was paid by card. After you confirm, you can pay it by card, or at the hotel.');
    await click(buttonByText(page.container, 'Confirm the change')!);
    await settle(4);
    await vi.waitFor(() => expect(page.text()).toContain('Pay the difference now'));
    const pay = [...page.container.querySelectorAll('a')].find((a) => a.textContent === 'Pay the difference now')!;
    expect(pay.getAttribute('href')).toContain('/payments/PLABCDEFGH23456789');
    expect(page.text()).toContain('or pay it at the hotel during your stay.');
    expect(page.text()).toContain('Due at the hotel: ¥13,600');
  });

  it('says of a card deposit that the new stay’s deposit asks more by card, not the whole stay', async () => {
    const deposit = { payment_type: 'credit_card_deposit' as const, deposit_amount: 7920, paid_amount: 7920 };
    const moved = reservationFixture({
      checkin_date: '2030-06-13',
      checkout_date: '2030-06-16',
      nights: 3,
      total_price: 40000,
      ...deposit,
      remain_amount: 32080,
    });
    const dearer = { reservation: moved, difference_payment: 'card_link' as const, amount_due: 4080 };
    const page = await renderWith({ reservation: reservationFixture({ ...deposit, remain_amount: 18480 }), quote: () => json(200, { data: change(dearer) }) });
    await quoteNewDates(page);
    expect(page.text()).toContain(
      'The deposit for the new stay is ¥4,080 more than was paid by card. After you confirm, you can pay it by card, or at the hotel.',
    );
    expect(page.text()).not.toContain('The new stay costs');
  });

  it('asks the guest to accept a price that changed meanwhile, then confirms at it with a new key', async () => {
    let calls = 0;
    const page = await renderWith({
      update: () => {
        calls += 1;
        if (calls > 1)
          return json(200, {
            data: change({ reservation: reservationFixture({ checkin_date: '2030-06-13', checkout_date: '2030-06-16', nights: 3, total_price: 42000 }) }),
          });
        const body = envelope(409, '3012', 'The price has changed.', ['price_changed']) as { errors: Array<Record<string, unknown>> };
        body.errors[0]!.meta = { total_price: 42000 };
        return json(409, body);
      },
    });
    await quoteNewDates(page);
    await click(buttonByText(page.container, 'Confirm the change'));
    await settle(4);
    expect(page.text()).toContain('The price of the new stay has changed from ¥40,000 to ¥42,000.');
    const confirm = buttonByText(page.container, 'Confirm the change')!;
    expect(confirm.disabled).toBe(true);
    await click(page.container.querySelector('.update-quote input[type="checkbox"]'));
    expect(confirm.disabled).toBe(false);
    await click(confirm);
    await settle(4);
    const [first, second] = page.requests.filter((r) => r.method === 'PUT');
    expect(second!.body).toMatchObject({ displayed_total_price: 42000 });
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
    await vi.waitFor(() => expect(page.text()).toContain('Your reservation has been changed.'));
  });

  it('shows a refusal in the guest’s words when the new nights are full, keeping the chosen dates', async () => {
    const page = await renderWith({ update: () => json(409, envelope(409, '1105', 'Room is full.')) });
    await quoteNewDates(page);
    await click(buttonByText(page.container, 'Confirm the change'));
    await settle(4);
    expect(page.container.querySelector('[role="alert"]')?.textContent).toBe('Sorry, this room has just sold out. Please choose another room or other dates.');
    expect(page.container.querySelector<HTMLInputElement>('#update-checkout')!.value).toBe('2030-06-16');
  });

  it('offers each room the room types of its plan on the new dates with what they cost more, and prices and confirms the one chosen', async () => {
    const page = await renderWith();
    await quoteNewDates(page);
    await vi.waitFor(() => expect(page.container.querySelector('input[name="update-room-0"][value="STE-BB"]')).not.toBeNull(), { timeout: 5000 });
    const search = page.requests.find((r) => r.url.pathname.endsWith('/rooms'))!;
    expect(search.url.searchParams.get('checkin_date')).toBe('2030-06-13');
    expect(search.url.searchParams.get('is_including_occupied')).toBe('true');
    const fieldset = page.container.querySelector('fieldset.update-room')!;
    expect(fieldset.querySelector('legend')!.textContent).toBe('Room type (Bed and breakfast)');
    // the suite of another plan is not offered: a room keeps its plan
    expect([...fieldset.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Deluxe Double ¥40,000 (current room type)',
      'Garden Suite ¥52,000 (¥12,000 more)',
    ]);
    expect(fieldset.querySelector<HTMLInputElement>('input[value="DBL-BB"]')!.checked).toBe(true);
    await click(fieldset.querySelector('input[value="STE-BB"]'));
    await settle(4);
    const quotes = page.requests.filter((r) => r.url.pathname.endsWith('/update_quote'));
    expect(quotes).toHaveLength(2);
    expect(quotes[1]!.body).toMatchObject({ rooms: [{ room_type_code: 'STE', room_plan_code: 'STE-BB' }] });
    await click(buttonByText(page.container, 'Confirm the change'));
    await settle(4);
    expect(page.requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ rooms: [{ room_type_code: 'STE', room_plan_code: 'STE-BB' }] });
  });

  it('offers no change to confirm until the dates or a room type differ from the booking', async () => {
    const page = await renderWith();
    await openEditor(page);
    await click(buttonByText(page.container, 'See the new price'));
    await settle(4);
    expect(buttonByText(page.container, 'Confirm the change')!.disabled).toBe(true);
    await vi.waitFor(() => expect(page.container.querySelector('input[value="STE-BB"]')).not.toBeNull(), { timeout: 5000 });
    await click(page.container.querySelector('input[value="STE-BB"]'));
    await settle(4);
    expect(buttonByText(page.container, 'Confirm the change')!.disabled).toBe(false);
  });

  it('moves every room of a two-room reservation to the room type chosen for one, keeping the focus on that room’s choice', async () => {
    const booked = reservationFixture();
    const page = await renderWith({ reservation: { ...booked, rooms: [booked.rooms[0]!, booked.rooms[0]!] } });
    await openEditor(page);
    await click(buttonByText(page.container, 'See the new price'));
    await vi.waitFor(() => expect(page.container.querySelector('input[name="update-room-1"][value="STE-BB"]')).not.toBeNull(), { timeout: 5000 });
    const [first, second] = [...page.container.querySelectorAll('fieldset.update-room')];
    expect([first!.querySelector('legend')!.textContent, second!.querySelector('legend')!.textContent]).toEqual([
      'Room 1: room type (Bed and breakfast)',
      'Room 2: room type (Bed and breakfast)',
    ]);
    // every room on one room type already: nothing to apply to all
    expect(buttonByText(page.container, 'Choose Deluxe Double for every room')).toBeNull();
    await click(first!.querySelector('input[value="STE-BB"]'));
    await settle(4);
    await click(buttonByText(first as HTMLElement, 'Choose Garden Suite for every room'));
    await settle(4);
    const quotes = page.requests.filter((r) => r.url.pathname.endsWith('/update_quote'));
    expect(quotes.at(-1)!.body).toMatchObject({
      rooms: [
        { room_type_code: 'STE', room_plan_code: 'STE-BB' },
        { room_type_code: 'STE', room_plan_code: 'STE-BB' },
      ],
    });
    expect(page.container.querySelector<HTMLInputElement>('input[name="update-room-1"][value="STE-BB"]')!.checked).toBe(true);
    expect(buttonByText(page.container, 'Choose Garden Suite for every room')).toBeNull();
    expect(document.activeElement).toBe(first!.querySelector('input[value="STE-BB"]'));
  });
});
