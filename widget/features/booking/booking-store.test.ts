// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $justBooked } from '../../lib/just-booked.ts';
import { $selection, saveSelection, type SelectedRoom } from '../../lib/selection.ts';
import { reservationFixture, roomPlanFixture, roomTypeFixture, searchResultFixture } from '../../testing/fixtures.ts';
import { envelope, json, mockFetch } from '../../testing/render.tsx';
import { $booking, finishBooking, submitReservation } from './booking-store.ts';
import { $guest, updateGuestField, type GuestValues } from './guest-store.ts';

const selection: SelectedRoom = {
  hotelCode: 'sakura-kyoto', checkin: '2030-06-12', checkout: '2030-06-14', nights: 2, numberOfAdults: 2,
  kidsTiers: [{ code: 'A', count: 1 }], kidsTierNames: { A: 'Child' },
  roomTypeCode: 'DBL', roomTypeName: 'Deluxe Double', roomPlanCode: 'DBL-BB', roomPlanName: 'Bed and breakfast', meal: 'breakfast',
  cancellationPolicyId: 'p-1', currency: 'JPY', salePrice: 26400, salePriceWithoutTax: 24000, tax: 2400,
  nightlyPrices: [{ date: '2030-06-12', price: 12000 }, { date: '2030-06-13', price: 14400 }], searchQuery: 'code=sakura-kyoto',
};
const guest: GuestValues = {
  first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+819012345678', special_request: 'Late arrival',
};
const events: Array<[string, Record<string, unknown>]> = [];

function book() {
  return submitReservation({ hotelCode: 'sakura-kyoto', selection, guest: $guest.get(), locale: 'en' });
}

beforeEach(() => {
  sessionStorage.clear();
  finishBooking();
  saveSelection(selection);
  for (const [field, value] of Object.entries(guest)) updateGuestField(field as keyof GuestValues, value);
  events.length = 0;
  setAnalyticsSink((name, data) => events.push([name, data]));
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('a price that changed since the search', () => {
  it('is not booked: the new nightly prices replace the old, and the next attempt agrees to the new total', async () => {
    const newer = roomPlanFixture({ total_price: 28000, total_price_without_tax: 25455, tax: 2545, nightly_prices: [{ date: '2030-06-12', price: 13600 }, { date: '2030-06-13', price: 14400 }] });
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
    expect($selection.get()).toMatchObject({ salePrice: 28000, tax: 2545, nightlyPrices: newer.nightly_prices });
    expect(requests[1]!.url.searchParams.get('room_type_codes')).toBe('DBL');

    const reservation = await submitReservation({ hotelCode: 'sakura-kyoto', selection: $selection.get()!, guest: $guest.get(), locale: 'en' });
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

  it('keeps the server error for the page to show', async () => {
    mockFetch(() => json(409, envelope(409, '1105', 'The room became full')));
    await book();
    const state = $booking.get();
    expect(state.status === 'error' && state.error).toMatchObject({ code: '1105' });
  });
});
