// @vitest-environment happy-dom
// @vitest-isolate: it counts every call the member session makes, which another file’s timers would add to
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../lib/api-error.ts';
import { $globalError } from '../lib/global-error.ts';
import { $member, memberAccessToken, memberCookieKey } from '../lib/member-session.ts';
import { memberFixture } from '../testing/fixtures.ts';
import { envelope, json, mockFetch, type Recorded } from '../testing/render.tsx';
import { resetMemberSession } from '../testing/member-session.ts';
import { tokenLogin } from './token-login.ts';

const HOTEL = 'sakura-kyoto';
const USER = memberFixture();
const session = (token: string) =>
  json(200, { data: { access_token: token, token_type: 'Bearer', expires_in: 900, expires_at: new Date(Date.now() + 900_000).toISOString(), user: USER } });
const path = (request: Recorded) => request.url.pathname.replace(`/api/v1/hotels/${HOTEL}/memberships/`, '');
const login = (query: string) => tokenLogin(HOTEL, new URLSearchParams(query));

beforeEach(() => resetMemberSession(HOTEL));

describe('sign-in by a start-up token (spec 1 §4 Parent-window and token login)', () => {
  it('redeems a one-time token with its otid, cookie-carrying, and signs the member in as a token sign-in', async () => {
    const { requests } = mockFetch(() => session('at-1'));
    expect(await login('?code=x&one_time_access_token=ott-1234567890abcdef&otid=6d1f0e0c-1c1a-4a57-9a68-4b7d6a0f8a11')).toBe(true);
    expect(requests.map(path)).toEqual(['one_time_access_tokens/sign_in']);
    expect(requests[0]!.body).toEqual({ one_time_access_token: 'ott-1234567890abcdef', otid: '6d1f0e0c-1c1a-4a57-9a68-4b7d6a0f8a11' });
    expect(requests[0]!.credentials).toBe('include');
    expect($member.get()).toEqual({ status: 'signed-in', user: USER, change: 'token' });
    expect(memberAccessToken()).toBe('at-1');
  });

  it('reads login_token and accessToken as one-time tokens, never as bearer tokens', async () => {
    for (const name of ['login_token', 'accessToken']) {
      const { requests } = mockFetch(() => session('at-2'));
      await login(`?${name}=given-token-1234567890`);
      expect(requests.map(path)).toEqual(['one_time_access_tokens/sign_in']);
      expect(requests[0]!.body).toEqual({ one_time_access_token: 'given-token-1234567890' });
      expect(requests[0]!.headers.has('authorization')).toBe(false);
    }
  });

  it('exchanges a refresh_token through the token refresh', async () => {
    const { requests } = mockFetch(() => session('at-3'));
    await login('?refresh_token=rt-1234567890abcdef');
    expect(requests.map(path)).toEqual(['tokens']);
    expect(requests[0]!.body).toEqual({ token: 'rt-1234567890abcdef' });
    expect(memberAccessToken()).toBe('at-3');
  });

  it('retries the member’s own sign-in (the cookie) when the one-time token was already spent (3403)', async () => {
    localStorage.setItem(memberCookieKey(HOTEL), JSON.stringify({ value: true, expires: null }));
    const { requests } = mockFetch((request) =>
      path(request) === 'tokens' ? session('from-cookie') : json(401, envelope(401, '3403', 'This link has already been used.')),
    );
    expect(await login('?one_time_access_token=spent-1234567890abc')).toBe(true);
    expect(requests.map(path)).toEqual(['one_time_access_tokens/sign_in', 'tokens']);
    expect(memberAccessToken()).toBe('from-cookie');
    expect($globalError.get()).toBeNull();
  });

  it('logs out whoever was signed in and shows the refusal’s title as the global error', async () => {
    mockFetch(() => session('before'));
    await login('?one_time_access_token=first-1234567890abcd');
    mockFetch(() => json(401, envelope(401, '3401', 'You are already signed out.')));
    expect(await login('?one_time_access_token=expired-1234567890ab')).toBe(false);
    expect($member.get()).toEqual({ status: 'signed-out', change: 'start' });
    expect(memberAccessToken()).toBeNull();
    expect(($globalError.get() as ApiError).title).toBe('You are already signed out.');
  });
});
