// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberReservation } from '../../../../shared/api/member-reservations.ts';
import { configureApiClient } from '../../../lib/api-client.ts';
import { envelope, json, mockFetch } from '../../../testing/render.tsx';
import { $deletionQuote, $reservations, FIRST_QUERY, loadDeletionQuote, loadReservations, queryOf } from './reservations-store.ts';

const HOTEL = 'demo-kyoto';

function reservation(number: string): MemberReservation {
  return {
    reservation_number: number,
    status: 'done',
    list: 'upcoming',
    hotel: { code: HOTEL, name: 'Yado Kyoto' },
    checkin_date: '2027-01-10',
    checkout_date: '2027-01-12',
    nights: 2,
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@yado.example' },
    rooms: [{ room_type_name: 'Twin', room_plan_name: 'Room only', adults: 2, children: 0, guest_name: { first_name: 'Hanako', last_name: 'Yamada' } }],
    payment_type: 'on_site',
    currency: 'JPY',
    total_price: 30000,
    cancellation: { cancellable: true, reason: null, percentage: 0, fee: 0 },
    created_at: '2026-11-27T10:00:00Z',
    cancelled_at: null,
  };
}

const page = (reservations: MemberReservation[], pageNumber = 1, totalPages = 1) =>
  json(200, { data: { reservations, page: pageNumber, per_page: 10, total_pages: totalPages, total_entries: reservations.length } });

beforeEach(() => {
  configureApiClient({ hotelCode: HOTEL, clientSession: async () => 'cs-1', locale: () => 'en', memberToken: () => 'at-1' }, { reset: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('the member’s reservation list (spec 1 §3 filters)', () => {
  it('reads the list, payment and page from the URL, anything unknown being the upcoming list, all payments, page 1', () => {
    expect(queryOf('?list=cancelled&payment=prepaid&page=3')).toEqual({ list: 'cancelled', payment: 'prepaid', page: 3 });
    expect(queryOf('?list=lottery&payment=cash&page=-2')).toEqual(FIRST_QUERY);
    expect(queryOf('')).toEqual(FIRST_QUERY);
  });

  it('asks for the list and payment chosen, and keeps the answer with its pages', async () => {
    const { requests } = mockFetch(() => page([reservation('R-1')], 2, 3));
    await loadReservations({ list: 'completed', payment: 'on_site', page: 2 });
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ status: 'completed', payment: 'on_site', page: '2' });
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer at-1');
    expect($reservations.get()).toMatchObject({ status: 'ready', totalPages: 3, reservations: [{ reservation_number: 'R-1' }] });
  });

  it('drops the answer to a filter the member has already left', async () => {
    let answerFirst: (response: Response) => void = () => {};
    mockFetch((request) =>
      request.url.searchParams.get('status') === 'upcoming' ? new Promise((resolve) => (answerFirst = resolve)) : page([reservation('C-1')]),
    );
    const first = loadReservations(FIRST_QUERY);
    await loadReservations({ ...FIRST_QUERY, list: 'cancelled' });
    answerFirst(page([reservation('U-1')]));
    await first;
    expect($reservations.get()).toMatchObject({ status: 'ready', query: { list: 'cancelled' }, reservations: [{ reservation_number: 'C-1' }] });
  });

  it('says when the list could not be loaded', async () => {
    mockFetch(() => json(500, envelope(500, '3203', 'Error')));
    await loadReservations(FIRST_QUERY);
    expect($reservations.get().status).toBe('error');
  });

  it('gathers every upcoming reservation, page after page, for the deletion’s confirmation', async () => {
    const { requests } = mockFetch((request) =>
      request.url.searchParams.get('page') === '1' ? page([reservation('U-1')], 1, 2) : page([reservation('U-2')], 2, 2),
    );
    await loadDeletionQuote();
    expect(requests.map((request) => request.url.searchParams.get('per_page'))).toEqual(['50', '50']);
    expect($deletionQuote.get()).toMatchObject({ status: 'ready', reservations: [{ reservation_number: 'U-1' }, { reservation_number: 'U-2' }] });
  });
});
