// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValiError } from 'valibot';
import { getInitSettings } from '../../shared/api/settings.ts';
import { createReservation } from '../../shared/api/reservations.ts';
import { searchRooms } from '../../shared/api/rooms.ts';
import { envelope, json, mockFetch } from '../testing/render.tsx';
import { searchResultFixture, settingsFixture } from '../testing/fixtures.ts';
import { callApi, configureApiClient, NetworkError } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { clientSessionKey, getClientSession } from './session.ts';

const HOTEL = 'sakura-kyoto';

function sessionAnswer(token: string) {
  return json(201, { data: { client_session: token, expires_at: new Date(Date.now() + 3_600_000).toISOString(), hotel_brand_id: 'b-1' } });
}

beforeEach(() => {
  localStorage.clear();
  configureApiClient(
    { hotelCode: HOTEL, clientSession: ({ renew }) => getClientSession(HOTEL, { renew }), locale: () => 'ja', onUnavailable: vi.fn() },
    { reset: true },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('builds the request from the declaration: prefix, path, string query and the spec headers', async () => {
    const { requests } = mockFetch((request) =>
      request.url.pathname.startsWith('/identity') ? sessionAnswer('cs-1') : json(200, { data: searchResultFixture() }),
    );
    await callApi(searchRooms, {
      params: { code: HOTEL },
      query: { checkin_date: '2030-06-12', checkout_date: '2030-06-14', rooms: '[{"adults":2,"kids_tiers":[]}]' },
    });
    const search = requests[1]!;
    expect(requests[0]!.url.pathname).toBe('/identity/v1/client_sessions');
    expect(requests[0]!.body).toEqual({ key: HOTEL });
    expect(search.method).toBe('GET');
    expect(search.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/rooms');
    expect(search.url.searchParams.get('rooms')).toBe('[{"adults":2,"kids_tiers":[]}]');
    expect(search.headers.get('x-client-session')).toBe('cs-1');
    expect(search.headers.get('x-locale')).toBe('ja');
    expect(search.headers.get('x-tracing-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(search.headers.has('idempotency-key')).toBe(false);
  });

  it('sends the idempotency key and a JSON body when asked', async () => {
    const { requests } = mockFetch((request) => (request.url.pathname.startsWith('/identity') ? sessionAnswer('cs-1') : json(500, {})));
    const body = {
      checkin_date: '2030-06-12',
      checkout_date: '2030-06-14',
      rooms: [{ room_type_code: 'DBL', room_plan_code: 'DBL-BB', adults: 2, kids_tiers: [] }],
      guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'h@example.com', email_confirmation: 'h@example.com', phone: '0901234567' },
      payment_type: 'on_site' as const,
      special_request: '',
      locale: 'en' as const,
    };
    await expect(callApi(createReservation, { params: { code: HOTEL }, body }, { idempotencyKey: 'key-1' })).rejects.toBeInstanceOf(ApiError);
    expect(requests[1]!.headers.get('idempotency-key')).toBe('key-1');
    expect(requests[1]!.headers.get('content-type')).toBe('application/json');
    expect(requests[1]!.body).toEqual(body);
  });

  it('turns the error envelope into an ApiError with status, code, title and details', async () => {
    mockFetch((request) =>
      request.url.pathname.startsWith('/identity') ? sessionAnswer('cs-1') : json(409, envelope(409, '1105', 'The room became full', ['room_full'])),
    );
    const error = await callApi(getInitSettings, { params: { code: HOTEL } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: '1105', title: 'The room became full' });
    expect((error as ApiError).hasReason('room_full')).toBe(true);
  });

  it('gets a new client session and retries once when the server says 4000', async () => {
    let sessions = 0;
    const { requests } = mockFetch((request) => {
      if (request.url.pathname.startsWith('/identity')) return sessionAnswer(`cs-${++sessions}`);
      return request.headers.get('x-client-session') === 'cs-1' ? json(403, envelope(403, '4000', 'Session expired')) : json(200, { data: settingsFixture() });
    });
    const answer = await callApi(getInitSettings, { params: { code: HOTEL } });
    expect(answer.data.hotel_name).toBe('Hotel Sakura Kyoto');
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/identity/v1/client_sessions',
      '/api/v1/hotels/sakura-kyoto/settings/booking_widget',
      '/identity/v1/client_sessions',
      '/api/v1/hotels/sakura-kyoto/settings/booking_widget',
    ]);
    expect(localStorage.getItem(clientSessionKey(HOTEL))).toContain('cs-2');
  });

  it('retries only once: a second 4000 reaches the caller', async () => {
    let sessions = 0;
    const { requests } = mockFetch((request) =>
      request.url.pathname.startsWith('/identity') ? sessionAnswer(`cs-${++sessions}`) : json(403, envelope(403, '4000', 'Session expired')),
    );
    await expect(callApi(getInitSettings, { params: { code: HOTEL } })).rejects.toMatchObject({ code: '4000' });
    expect(requests.filter((r) => r.url.pathname.startsWith('/api'))).toHaveLength(2);
  });

  it('parses the answer with the declared schema and refuses one that does not match', async () => {
    mockFetch((request) =>
      request.url.pathname.startsWith('/identity') ? sessionAnswer('cs-1') : json(200, { data: { ...settingsFixture(), currency: 'XXX' } }),
    );
    await expect(callApi(getInitSettings, { params: { code: HOTEL } })).rejects.toBeInstanceOf(ValiError);
  });

  it('sends the browser to the maintenance page on 503', async () => {
    const onUnavailable = vi.fn();
    configureApiClient({ onUnavailable });
    mockFetch((request) => (request.url.pathname.startsWith('/identity') ? sessionAnswer('cs-1') : json(503, envelope(503, '3203', 'Maintenance'))));
    await expect(callApi(getInitSettings, { params: { code: HOTEL } })).rejects.toMatchObject({ status: 503 });
    expect(onUnavailable).toHaveBeenCalledWith(HOTEL);
  });

  it('reports a network failure as "an error occurred, try again"', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await callApi(getInitSettings, { params: { code: HOTEL } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('an error occurred, try again');
  });

  it('sends the member token as a bearer authorization, and asks memberRefused once about a 401 to such a call', async () => {
    const memberRefused = vi.fn(async () => true);
    configureApiClient({ memberToken: () => 'at-1', memberRefused });
    const { requests } = mockFetch((request) =>
      request.url.pathname.startsWith('/identity') ? sessionAnswer('cs-1') : json(401, envelope(401, '1400', 'Expired')),
    );
    await expect(callApi(getInitSettings, { params: { code: HOTEL } })).rejects.toMatchObject({ status: 401, code: '1400' });
    const api = requests.filter((r) => r.url.pathname.startsWith('/api'));
    expect(api.map((r) => r.headers.get('authorization'))).toEqual(['Bearer at-1', 'Bearer at-1']);
    expect(memberRefused).toHaveBeenCalledTimes(1);
    // the member's retry keeps the client session
    expect(requests.filter((r) => r.url.pathname.startsWith('/identity'))).toHaveLength(1);
  });

  it('leaves a 401 to a call sent without a member token to the caller', async () => {
    const memberRefused = vi.fn(async () => true);
    configureApiClient({ memberToken: () => null, memberRefused });
    mockFetch((request) => (request.url.pathname.startsWith('/identity') ? sessionAnswer('cs-1') : json(401, envelope(401, '3401', 'Signed out'))));
    await expect(callApi(getInitSettings, { params: { code: HOTEL } })).rejects.toMatchObject({ status: 401 });
    expect(memberRefused).not.toHaveBeenCalled();
  });
});
