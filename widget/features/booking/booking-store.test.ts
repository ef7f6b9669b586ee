// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $justBooked } from '../../lib/just-booked.ts';
import { $pendingPayment, forgetPendingPayment } from '../../lib/pending-payment.ts';
import { $selection, saveSelection, selectionKey, selectionTotals, type Selection } from '../../lib/selection.ts';
import { reservationFixture, roomPlanFixture, roomTypeFixture, searchResultFixture, selectedRoomFixture, selectionFixture } from '../../testing/fixtures.ts';
import { envelope, json, mockFetch } from '../../testing/render.tsx';
import { $booking, finishBooking, submitReservation, type BookingAddOns } from './booking-store.ts';
import { $guest, updateGuestField, type GuestValues } from './guest-store.ts';

let selection: Selection = selectionFixture({ rooms: [selectedRoomFixture({ kidsTiers: [{ code: 'A', count: 1 }] })], kidsTierNames: { A: 'Child' } });
const oneRoom = selection;
const guest: Partial<GuestValues> = {
  first_name: 'Hanako',
  last_name: 'Yamada',
  email: 'hanako@example.com',
  email_confirmation: 'hanako@example.com',
  phone: '+819012345678',
  special_request: 'Late arrival',
};
const events: Array<[string, Record<string, unknown>]> = [];

function book(addOns?: BookingAddOns, displayedTotal = selectionTotals(selection.rooms).total) {
  return submitReservation({ hotelCode: 'sakura-kyoto', selection, guest: $guest.get(), locale: 'en', displayedTotal, ...(addOns ? { addOns } : {}) });
}

beforeEach(() => {
  selection = oneRoom;
  sessionStorage.clear();
  finishBooking();
  saveSelection(selection);
  for (const [field, value] of Object.entries(guest)) updateGuestField(field as keyof GuestValues, value as string);
  events.length = 0;
  setAnalyticsSink((name, data) => events.push([name, data]));
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('a price that changed since the search', () => {
  it('is not booked: the new nightly prices replace the old, and the next attempt agrees to the new total', async () => {
    const nights = [
      { date: '2030-06-12', price: 13600 },
      { date: '2030-06-13', price: 14400 },
    ];
    const newer = roomPlanFixture({
      total_price: 28000,
      total_price_without_tax: 25455,
      tax: 2545,
      nightly_prices: nights,
      room_prices: [{ total_price: 28000, total_price_without_tax: 25455, tax: 2545, nightly_prices: nights, adults_count: 2, children_count: 1 }],
    });
    let bookings = 0;
    const { requests } = mockFetch((request) => {
      if (request.url.pathname.endsWith('/rooms')) return json(200, { data: searchResultFixture({ room_types: [roomTypeFixture({ room_plans: [newer] })] }) });
      bookings += 1;
      if (bookings === 1) {
        const changed = envelope(409, '1000', 'The price has changed', ['price_changed']);
        return json(409, { errors: [{ ...changed.errors[0], meta: { total_price: 28000, displayed_total_price: 26400 } }] });
      }
      return json(201, { data: reservationFixture({ total_price: 28000 }) });
    });
    expect(await book()).toBeNull();
    expect(requests[0]!.body).toMatchObject({ displayed_total_price: 26400 });
    expect($booking.get()).toEqual({ status: 'price_changed', previousTotal: 26400 });
    expect($selection.get()!.rooms[0]).toMatchObject({ salePrice: 28000, tax: 2545, nightlyPrices: newer.nightly_prices });
    expect(requests[1]!.url.searchParams.get('room_type_codes')).toBe('DBL');

    const repriced = $selection.get()!;
    const reservation = await submitReservation({
      hotelCode: 'sakura-kyoto',
      selection: repriced,
      guest: $guest.get(),
      locale: 'en',
      displayedTotal: selectionTotals(repriced.rooms).total,
    });
    expect(reservation?.total_price).toBe(28000);
    expect(requests[2]!.body).toMatchObject({ displayed_total_price: 28000 });
  });
});

describe('submitting a reservation', () => {
  it('books the selected room for the guest, paying at the hotel, and reports the purchase', async () => {
    const { requests } = mockFetch(() => json(201, { data: reservationFixture() }));
    const reservation = await book();
    expect(reservation?.reservation_number).toBe('YD7K2M9Q');
    expect(requests[0]!.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations');
    expect(requests[0]!.body).toMatchObject({
      checkin_date: '2030-06-12',
      checkout_date: '2030-06-14',
      rooms: [{ room_type_code: 'DBL', room_plan_code: 'DBL-BB', adults: 2, kids_tiers: [{ code: 'A', count: 1 }] }],
      guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
      payment_type: 'on_site',
      special_request: 'Late arrival',
    });
    expect(events).toContainEqual(['purchase', expect.objectContaining({ transaction_id: 'YD7K2M9Q', value: 26400, currency: 'JPY' })]);
    expect($booking.get().status).toBe('done');
    expect($justBooked.get()).toBe('YD7K2M9Q');
  });

  it('sends one request for a double click', async () => {
    const { requests } = mockFetch(() => json(201, { data: reservationFixture() }));
    const [first, second] = await Promise.all([book(), book()]);
    expect(requests).toHaveLength(1);
    expect(first).toBe(second);
  });

  it('reuses the idempotency key when the guest retries after a failure', async () => {
    let attempt = 0;
    const { requests } = mockFetch(() => {
      if (++attempt === 1) throw new TypeError('Failed to fetch');
      return json(201, { data: reservationFixture() });
    });
    expect(await book()).toBeNull();
    expect($booking.get().status).toBe('error');
    expect(await book()).not.toBeNull();
    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('starts a new attempt with a new key when the guest changes their details', async () => {
    const { requests } = mockFetch(() => json(409, envelope(409, '3203', 'Could not process')));
    await book();
    updateGuestField('phone', '+819099999999');
    await book();
    const [first, second] = requests.map((r) => r.headers.get('idempotency-key'));
    expect(second).not.toBe(first);
  });

  it('sends the extras with the total they came to, the coupon and the answers, agreeing to the total the guest saw', async () => {
    const { requests } = mockFetch(() => json(201, { data: reservationFixture({ total_price: 30040 }) }));
    const addOns: BookingAddOns = {
      extras: [
        { extra_id: 'dinner', quantity: 2, date: '2030-06-12' },
        { extra_id: 'late', quantity: 1 },
      ],
      extrasTotal: 6000,
      couponCode: 'WINTER10',
      answers: [{ question_id: 'q-arrival', value: { type: 'time', time: '18:00' } }],
    };
    await book(addOns, 30040);
    expect(requests[0]!.body).toMatchObject({
      extras: addOns.extras,
      displayed_extras_total: 6000,
      coupon_code: 'WINTER10',
      answers: addOns.answers,
      displayed_total_price: 30040,
    });
  });

  it('sends no coupon and no extras total when nothing was added', async () => {
    const { requests } = mockFetch(() => json(201, { data: reservationFixture() }));
    await book({ extras: [], extrasTotal: 0, couponCode: null, answers: [] });
    const body = requests[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('coupon_code');
    expect(body).not.toHaveProperty('displayed_extras_total');
    expect(body).toMatchObject({ extras: [], answers: [] });
  });

  it('starts a new attempt with a new key when the guest adds an extra after a failure', async () => {
    const { requests } = mockFetch(() => json(409, envelope(409, '3203', 'Could not process')));
    await book({ extras: [], extrasTotal: 0, couponCode: null, answers: [] });
    await book({ extras: [{ extra_id: 'late', quantity: 1 }], extrasTotal: 3000, couponCode: null, answers: [] }, 29400);
    const [first, second] = requests.map((r) => r.headers.get('idempotency-key'));
    expect(second).not.toBe(first);
  });

  it('keeps the server error for the page to show', async () => {
    mockFetch(() => json(409, envelope(409, '1105', 'The room became full')));
    await book();
    const state = $booking.get();
    expect(state.status === 'error' && state.error).toMatchObject({ code: '1105' });
  });
});

describe('booking paid by card (spec 1 §2 payment step)', () => {
  it('holds the rooms payment_pending for the payment step: no purchase yet, the reservation kept for a reload', async () => {
    forgetPendingPayment();
    const held = reservationFixture({
      reservation_number: 'YDCARD0001',
      status: 'payment_pending',
      payment_type: 'credit_card',
      deposit_amount: 25080,
      total_price: 25080,
      bypass_token: 'tok-1',
    });
    const { requests } = mockFetch(() => json(201, { data: held }));
    const reservation = await submitReservation({
      hotelCode: 'sakura-kyoto',
      selection,
      guest: $guest.get(),
      locale: 'en',
      displayedTotal: 25080,
      paymentType: 'credit_card',
    });
    expect(reservation?.status).toBe('payment_pending');
    expect(requests[0]!.body).toMatchObject({ payment_type: 'credit_card', displayed_total_price: 25080 });
    expect(events.map(([name]) => name)).not.toContain('purchase');
    expect($justBooked.get()).not.toBe(held.reservation_number);
    expect($pendingPayment.get()).toEqual({
      hotelCode: 'sakura-kyoto',
      reservationNumber: held.reservation_number,
      bypassToken: 'tok-1',
      paymentType: 'credit_card',
      selectionKey: selectionKey(selection),
      transactionId: null,
    });
    forgetPendingPayment();
  });

  it('a card kept as guarantee: booked payment_pending with nothing to pay now, kept for the payment step to verify the card', async () => {
    forgetPendingPayment();
    const held = reservationFixture({
      reservation_number: 'YDGUAR0001',
      status: 'payment_pending',
      payment_type: 'on_site_credit_card_required',
      deposit_amount: null,
      paid_amount: 0,
      remain_amount: 26400,
      bypass_token: 'tok-2',
    });
    const { requests } = mockFetch(() => json(201, { data: held }));
    await submitReservation({
      hotelCode: 'sakura-kyoto',
      selection,
      guest: $guest.get(),
      locale: 'en',
      displayedTotal: 26400,
      paymentType: 'on_site_credit_card_required',
    });
    expect(requests[0]!.body).toMatchObject({ payment_type: 'on_site_credit_card_required', displayed_total_price: 26400 });
    expect(events.map(([name]) => name)).not.toContain('purchase');
    expect($pendingPayment.get()).toMatchObject({ reservationNumber: 'YDGUAR0001', bypassToken: 'tok-2', paymentType: 'on_site_credit_card_required' });
    forgetPendingPayment();
  });
});

describe('booking two rooms', () => {
  const nights = (a: number, b: number) => [
    { date: '2030-06-12', price: a },
    { date: '2030-06-13', price: b },
  ];
  const two = selectionFixture({
    rooms: [
      selectedRoomFixture(),
      selectedRoomFixture({
        roomIndex: 1,
        roomTypeCode: 'TWN',
        roomTypeName: 'Twin',
        roomPlanCode: 'TWN-BB',
        numberOfAdults: 1,
        childrenAges: [4],
        salePrice: 19800,
        salePriceWithoutTax: 18000,
        tax: 1800,
        nightlyPrices: nights(9900, 9900),
      }),
    ],
  });
  beforeEach(() => {
    selection = two;
    saveSelection(two);
  });

  it('sends every room with its guests and agrees to the sum of the rooms, reporting one item a room', async () => {
    const { requests } = mockFetch(() => json(201, { data: reservationFixture({ total_price: 46200 }) }));
    await book();
    expect(requests[0]!.body).toMatchObject({
      rooms: [
        { room_type_code: 'DBL', room_plan_code: 'DBL-BB', adults: 2, kids_tiers: [] },
        { room_type_code: 'TWN', room_plan_code: 'TWN-BB', adults: 1, kids_tiers: [], children_ages: [4] },
      ],
      displayed_total_price: 46200,
    });
    const purchase = events.find(([name]) => name === 'purchase')![1];
    expect((purchase.items as Array<{ item_id: string; price: number }>).map((i) => [i.item_id, i.price])).toEqual([
      ['DBL-BB', 26400],
      ['TWN-BB', 19800],
    ]);
  });

  it('searches every room again after a price change and takes each room its own new price', async () => {
    const price = (total: number, a: number, b: number) => ({
      total_price: total,
      total_price_without_tax: total - total / 11,
      tax: total / 11,
      nightly_prices: nights(a, b),
      adults_count: 2,
      children_count: 0,
    });
    const dbl = roomPlanFixture({ room_prices: [price(27500, 13750, 13750), price(1100, 550, 550)] });
    const twn = roomPlanFixture({ room_plan_code: 'TWN-BB', room_type_code: 'TWN', room_prices: [price(2200, 1100, 1100), price(22000, 11000, 11000)] });
    const { requests } = mockFetch((request) => {
      if (request.url.pathname.endsWith('/rooms'))
        return json(200, {
          data: searchResultFixture({ room_types: [roomTypeFixture({ room_plans: [dbl] }), roomTypeFixture({ room_type_code: 'TWN', room_plans: [twn] })] }),
        });
      return json(409, { errors: [{ ...envelope(409, '1000', 'The price has changed', ['price_changed']).errors[0], meta: { total_price: 49500 } }] });
    });
    await book();
    const search = requests[1]!.url.searchParams;
    expect(JSON.parse(search.get('rooms')!)).toEqual([
      { adults: 2, kids_tiers: [] },
      { adults: 1, kids_tiers: [], children_ages: [4] },
    ]);
    expect(search.get('room_type_codes')).toBe('DBL,TWN');
    expect($booking.get()).toEqual({ status: 'price_changed', previousTotal: 46200 });
    expect($selection.get()!.rooms.map((r) => [r.salePrice, r.nightlyPrices[0]!.price])).toEqual([
      [27500, 13750],
      [22000, 11000],
    ]);
  });
});
