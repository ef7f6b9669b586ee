// @vitest-environment happy-dom
import { memberFixture } from '../testing/fixtures.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showMember } from '../../shared/api/memberships.ts';
import { envelope, json, mockFetch, type Recorded } from '../testing/render.tsx';
import { resetMemberSession } from '../testing/member-session.ts';
import { callApi } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { $globalError, dismissGlobalError } from './global-error.ts';
import { $member, memberAccessToken, memberCookieKey, refreshMember, restoreMember, signIn, signOut } from './member-session.ts';

const HOTEL = 'sakura-kyoto';
const USER = memberFixture();
/** The account `show` answers: the profile and the member's programme (none here). */
const ACCOUNT = { ...USER, program_id: null, rank_id: null, non_signed_in_program_ids: [], program: null, rank: null, has_password: true };

function session(token: string) {
  return json(200, {
    data: { access_token: token, token_type: 'Bearer', expires_in: 900, expires_at: new Date(Date.now() + 900_000).toISOString(), user: USER },
  });
}

const path = (request: Recorded) => request.url.pathname.replace(`/api/v1/hotels/${HOTEL}/memberships/`, '');
const memberCalls = (requests: Recorded[]) => requests.filter((r) => r.url.pathname.includes('/memberships/'));

beforeEach(() => resetMemberSession(HOTEL));
afterEach(() => vi.unstubAllGlobals());

describe('member session', () => {
  it('signs in with the cookie-carrying credentials, keeps the access token in memory only and notes that a cookie may exist', async () => {
    const { requests } = mockFetch(() => session('at-1'));
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    expect(requests[0]!.body).toEqual({ email: 'member@yado.example', password: 'YadoDemo2026', grant_type: 'password' });
    expect(requests[0]!.credentials).toBe('include');
    expect($member.get()).toEqual({ status: 'signed-in', user: USER, change: 'sign-in' });
    expect(memberAccessToken()).toBe('at-1');
    // only a note in storage: no token anywhere but memory
    expect(JSON.stringify({ ...localStorage })).not.toContain('at-1');
    expect(localStorage.getItem(memberCookieKey(HOTEL))).toContain('true');
  });

  it('sends the access token as a bearer authorization on later calls, and none when signed out', async () => {
    const { requests } = mockFetch((request) => (path(request) === 'sign_in' ? session('at-1') : json(200, { data: ACCOUNT })));
    await callApi(showMember, { params: { code: HOTEL } });
    expect(requests[0]!.headers.has('authorization')).toBe(false);
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    await callApi(showMember, { params: { code: HOTEL } });
    expect(requests[2]!.headers.get('authorization')).toBe('Bearer at-1');
    // only the membership calls send the cookie
    expect(requests[2]!.credentials).toBeUndefined();
  });

  it('refreshes an expired access token once (1400) and sends the call again with the new one', async () => {
    const { requests } = mockFetch((request) => {
      if (path(request) === 'sign_in') return session('at-1');
      if (path(request) === 'tokens') return session('at-2');
      return request.headers.get('authorization') === 'Bearer at-2' ? json(200, { data: ACCOUNT }) : json(401, envelope(401, '1400', 'Expired'));
    });
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    const answer = await callApi(showMember, { params: { code: HOTEL } });
    expect(answer.data.email).toBe(USER.email);
    expect(memberCalls(requests).map(path)).toEqual(['sign_in', 'show', 'tokens', 'show']);
    const tokens = requests[2]!;
    expect(tokens.body).toEqual({});
    expect(tokens.credentials).toBe('include');
    expect($member.get()).toMatchObject({ status: 'signed-in', change: 'refresh' });
  });

  it('runs one refresh for calls refused at the same time', async () => {
    const { requests } = mockFetch((request) => {
      if (path(request) === 'sign_in') return session('at-1');
      if (path(request) === 'tokens') return session('at-2');
      return request.headers.get('authorization') === 'Bearer at-2' ? json(200, { data: ACCOUNT }) : json(401, envelope(401, '1400', 'Expired'));
    });
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    await Promise.all([callApi(showMember, { params: { code: HOTEL } }), callApi(showMember, { params: { code: HOTEL } })]);
    expect(memberCalls(requests).filter((r) => path(r) === 'tokens')).toHaveLength(1);
  });

  it('signs out locally with the global error when the session is unknown or of another brand (3401, 3402)', async () => {
    for (const code of ['3401', '3402']) {
      mockFetch((request) => (path(request) === 'sign_in' ? session('at-1') : json(401, envelope(401, code, 'You are already signed out.'))));
      await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
      const error = await callApi(showMember, { params: { code: HOTEL } }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401, code });
      expect($member.get()).toEqual({ status: 'signed-out', change: 'expired' });
      expect(memberAccessToken()).toBeNull();
      expect(localStorage.getItem(memberCookieKey(HOTEL))).toBeNull();
      expect($globalError.get()).toBeInstanceOf(ApiError);
      dismissGlobalError();
    }
  });

  it('signs out with the global error when the refresh is refused, and tries no second time', async () => {
    const { requests } = mockFetch((request) => {
      if (path(request) === 'sign_in') return session('at-1');
      if (path(request) === 'tokens') return json(401, envelope(401, '3401', 'You are already signed out.'));
      return json(401, envelope(401, '1400', 'Expired'));
    });
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    await expect(callApi(showMember, { params: { code: HOTEL } })).rejects.toMatchObject({ code: '1400' });
    expect(memberCalls(requests).map(path)).toEqual(['sign_in', 'show', 'tokens']);
    expect($member.get()).toEqual({ status: 'signed-out', change: 'expired' });
    expect(($globalError.get() as ApiError).code).toBe('3401');
  });

  it('at start-up refreshes silently only where a cookie may exist, and tells nobody when it has none', async () => {
    const { requests } = mockFetch(() => json(401, envelope(401, '3401', 'You are already signed out.')));
    expect(await restoreMember(HOTEL)).toBe(false);
    expect(requests).toHaveLength(0);
    expect($member.get()).toEqual({ status: 'signed-out', change: 'start' });

    localStorage.setItem(memberCookieKey(HOTEL), JSON.stringify({ value: true, expires: null }));
    $member.set({ status: 'unknown' });
    expect(await restoreMember(HOTEL)).toBe(false);
    expect(memberCalls(requests).map(path)).toEqual(['tokens']);
    expect($member.get()).toEqual({ status: 'signed-out', change: 'start' });
    expect($globalError.get()).toBeNull();
    expect(localStorage.getItem(memberCookieKey(HOTEL))).toBeNull();
  });

  it('at start-up gets the member back from the cookie', async () => {
    localStorage.setItem(memberCookieKey(HOTEL), JSON.stringify({ value: true, expires: null }));
    mockFetch(() => session('at-9'));
    expect(await restoreMember(HOTEL)).toBe(true);
    expect($member.get()).toEqual({ status: 'signed-in', user: USER, change: 'start' });
    expect(memberAccessToken()).toBe('at-9');
  });

  it('keeps the note of the cookie when the start-up refresh cannot reach the server', async () => {
    localStorage.setItem(memberCookieKey(HOTEL), JSON.stringify({ value: true, expires: null }));
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await refreshMember(HOTEL)).toBe(false);
    expect($member.get()).toEqual({ status: 'signed-out', change: 'start' });
    expect(localStorage.getItem(memberCookieKey(HOTEL))).not.toBeNull();
  });

  it('signs out on the server with the token and the cookie, and locally even when the server cannot be reached', async () => {
    const { requests } = mockFetch((request) => (path(request) === 'sign_in' ? session('at-1') : json(200, { data: { signed_out: true } })));
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    await signOut(HOTEL);
    const out = requests[1]!;
    expect([out.method, path(out), out.credentials, out.headers.get('authorization')]).toEqual(['DELETE', 'sign_out', 'include', 'Bearer at-1']);
    expect($member.get()).toEqual({ status: 'signed-out', change: 'sign-out' });

    mockFetch((request) => {
      if (path(request) === 'sign_in') return session('at-2');
      throw new TypeError('Failed to fetch');
    });
    await signIn(HOTEL, { email: 'member@yado.example', password: 'YadoDemo2026' });
    await signOut(HOTEL);
    expect($member.get()).toEqual({ status: 'signed-out', change: 'sign-out' });
    expect(memberAccessToken()).toBeNull();
  });

  it('passes a refused sign-in on as the server’s error, signing nobody in', async () => {
    mockFetch(() => json(422, envelope(422, '1000', 'The e-mail address or password is not correct.', ['sign_in_failed'])));
    const error = await signIn(HOTEL, { email: 'nobody@yado.example', password: 'Wrong1234' }).catch((e: unknown) => e);
    expect((error as ApiError).hasReason('sign_in_failed')).toBe(true);
    expect($member.get()).toEqual({ status: 'unknown' });
    expect(memberAccessToken()).toBeNull();
  });

  it('refreshes without the lock where the browser refuses Web Locks (storage blocked in a third-party frame)', async () => {
    localStorage.setItem(memberCookieKey(HOTEL), JSON.stringify({ value: true, expires: null }));
    const denied = () => {
      throw new DOMException('The request was denied.', 'SecurityError');
    };
    vi.stubGlobal('navigator', { ...navigator, locks: { request: () => Promise.reject(new DOMException('blocked', 'SecurityError')) } });
    mockFetch(() => session('at-3'));
    expect(await refreshMember(HOTEL)).toBe(true);
    expect(memberAccessToken()).toBe('at-3');
    // Chromium throws on reading navigator.locks itself in a frame whose storage is blocked
    vi.stubGlobal('navigator', Object.defineProperty({}, 'locks', { get: denied }));
    mockFetch(() => session('at-5'));
    expect(await refreshMember(HOTEL)).toBe(true);
    expect(memberAccessToken()).toBe('at-5');
  });

  it('holds the lock while it refreshes where the browser grants it', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    mockFetch(() => session('at-4'));
    expect(await refreshMember(HOTEL)).toBe(true);
    expect(request).toHaveBeenCalledWith(`yado-member-${HOTEL}`, expect.any(Function));
  });
});
