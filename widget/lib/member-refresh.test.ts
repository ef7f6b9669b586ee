// @vitest-environment happy-dom
// @vitest-isolate: it checks the refresh timer and the tabs’ channel member-refresh.ts keeps
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, json, mockFetch } from '../testing/render.tsx';
import { memberFixture } from '../testing/fixtures.ts';
import { configureApiClient } from './api-client.ts';
import { $member, connectMemberSession, endMemberLocally, memberAccessToken, REFRESH_AHEAD_MS, signIn } from './member-session.ts';

const HOTEL = 'sakura-kyoto';
const USER = memberFixture();
const MINUTE = 60_000;

/** A session answer lasting 15 minutes. */
const session = (token: string) =>
  json(200, { data: { access_token: token, token_type: 'Bearer', expires_in: 900, expires_at: new Date(Date.now() + 900_000).toISOString(), user: USER } });
const refreshes = (requests: { url: URL }[]) => requests.filter((r) => r.url.pathname.endsWith('/memberships/tokens')).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  configureApiClient({ hotelCode: HOTEL, clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  connectMemberSession(HOTEL);
  endMemberLocally(HOTEL, 'start');
});
afterEach(() => {
  endMemberLocally(HOTEL, 'start');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('refreshing the member’s access token ahead of its expiry', () => {
  it('refreshes between one and two minutes before the token expires, and again before the new one does', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let n = 0;
    const { requests } = mockFetch((request) => (request.url.pathname.endsWith('/tokens') ? session(`at-${++n + 1}`) : session('at-1')));
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    // 15 minutes less 1.5 (the minute ahead, and half a minute at random)
    await vi.advanceTimersByTimeAsync(13.5 * MINUTE - 1000);
    expect(refreshes(requests)).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshes(requests)).toBe(1);
    expect(memberAccessToken()).toBe('at-2');
    expect($member.get()).toMatchObject({ status: 'signed-in', change: 'refresh' });
    await vi.advanceTimersByTimeAsync(13.5 * MINUTE);
    expect(refreshes(requests)).toBe(2);
    expect(memberAccessToken()).toBe('at-3');
  });

  it('plans no refresh once the member is signed out', async () => {
    const { requests } = mockFetch(() => session('at-1'));
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    endMemberLocally(HOTEL, 'sign-out');
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(refreshes(requests)).toBe(0);
  });

  it('signs the member out when the planned refresh is refused', async () => {
    mockFetch((request) => (request.url.pathname.endsWith('/tokens') ? json(401, envelope(401, '3401', 'You are already signed out.')) : session('at-1')));
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect($member.get()).toEqual({ status: 'signed-out', change: 'expired' });
    expect(memberAccessToken()).toBeNull();
  });

  it('refreshes a stale token at once when the tab comes back into view, and a fresh one not', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const { requests } = mockFetch((request) => (request.url.pathname.endsWith('/tokens') ? session('at-2') : session('at-1')));
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(requests)).toBe(0);
    // the tab's timers ran late in the background: the clock is past the planned refresh, the timer not yet
    vi.setSystemTime(Date.now() + 14.5 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(requests)).toBe(1);
    expect(memberAccessToken()).toBe('at-2');
  });

  it('takes another tab’s refreshed token for the same member instead of refreshing too', async () => {
    const { requests } = mockFetch(() => session('at-1'));
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    const otherTab = new BroadcastChannel(`yado-member-${HOTEL}`);
    otherTab.postMessage({ access_token: 'from-other-tab', token_type: 'Bearer', expires_in: 900, user: USER });
    await vi.waitFor(() => expect(memberAccessToken()).toBe('from-other-tab'));
    otherTab.postMessage({ access_token: 'someone-else', token_type: 'Bearer', expires_in: 900, user: { ...USER, id: 'm-other' } });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(memberAccessToken()).toBe('from-other-tab');
    otherTab.close();
    expect(refreshes(requests)).toBe(0);
    expect(REFRESH_AHEAD_MS).toBe(MINUTE);
  });
});
