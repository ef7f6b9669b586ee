// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client.ts';
import { $startup } from '../lib/context.ts';
import { $member, memberAccessToken, memberCookieKey } from '../lib/member-session.ts';
import { $settings } from '../lib/settings.ts';
import { $results } from '../features/search/search-store.ts';
import { settingsFixture, memberFixture } from '../testing/fixtures.ts';
import { json, mockFetch, type Recorded } from '../testing/render.tsx';

const sent: unknown[] = [];
vi.mock('./host-bridge.ts', () => ({ sendToHost: (message: unknown) => sent.push(message) }));
// the login menu is drawn by the header's tests' concern; here, only the member's part
vi.mock('./login-menu-slot.tsx', () => ({ showLoginMenu: async () => {} }));

const { hostAsked, startMember } = await import('./member-part.ts');

const HOTEL = 'demo-kyoto';
/** Where the widget is served (`/widget/` built, `/` in tests). */
const BASE = import.meta.env.BASE_URL;
const USER = memberFixture();
const session = (token: string) =>
  json(200, { data: { access_token: token, token_type: 'Bearer', expires_in: 900, expires_at: new Date(Date.now() + 900_000).toISOString(), user: USER } });
const path = (request: Recorded) => request.url.pathname.split('/memberships/')[1];

beforeEach(() => {
  sent.length = 0;
  localStorage.setItem(memberCookieKey(HOTEL), JSON.stringify({ value: true, expires: null }));
  $startup.set({ hotelCode: HOTEL, parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  configureApiClient({ hotelCode: HOTEL, clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  history.replaceState(null, '', `${BASE}booking/result?code=demo-kyoto`);
});
afterEach(() => vi.unstubAllGlobals());

describe('the member’s part (spec 1 §4, spec 2 §7.10)', () => {
  it('brings the member back from the cookie at start, telling the host nothing and searching again for the member’s rates; then a host logout waits for init, signs out and tells the host', async () => {
    const { requests } = mockFetch((request) => (path(request) === 'tokens' ? session('at-1') : json(200, { data: { signed_out: true } })));
    $settings.set({ status: 'loading', data: null });
    // the first screen's search, made before the member's part loaded: a guest's, without member rates
    $results.set({ status: 'done', key: 'guest-search', result: {} as never });
    expect(await startMember()).toBe(true);
    expect($member.get()).toMatchObject({ status: 'signed-in', change: 'start' });
    expect(sent).toEqual([]);
    // searched again as the member brought back (spec 1 §6: member rates)
    expect($results.get()).toEqual({ status: 'idle' });

    // results searched while signed in: their member rates are not for whoever comes next
    $results.set({ status: 'done', key: 'member-search', result: {} as never });
    const logout = hostAsked('logout');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // spec 2 §7.10: deferred until init arrives
    expect(requests.map(path)).toEqual(['tokens']);
    $settings.set({ status: 'ready', data: settingsFixture() });
    await logout;
    expect(requests.map(path)).toEqual(['tokens', 'sign_out']);
    expect(memberAccessToken()).toBeNull();
    expect(sent).toEqual([{ type: 'login', signedIn: false }]);
    // searched again for the member's new state (spec 1 §6: member rates)
    expect($results.get()).toEqual({ status: 'idle' });
    // a login state change sends the guest to search (spec 1 §4)
    expect(location.pathname).toBe(`${BASE}booking/result`);

    // refresh-login-from-chatbot with no session left: signed out locally, and from the sign-in page to nowhere else
    mockFetch(() => json(401, { errors: [{ title: 'You are already signed out.', status: 401, code: '3401', details: { base: [] } }] }));
    history.replaceState(null, '', `${BASE}sign-in?code=demo-kyoto`);
    await hostAsked('refresh-login-from-chatbot');
    expect($member.get().status).toBe('signed-out');
    expect(location.pathname).toBe(`${BASE}sign-in`);

    // with a session (the chatbot signed the guest in): the member is back, and the sign-in page gives way to search
    mockFetch(() => session('at-2'));
    await hostAsked('refresh-login-from-chatbot');
    expect(memberAccessToken()).toBe('at-2');
    expect(location.pathname).toBe(`${BASE}booking/result`);

    // a sign-in in the widget is told to the host
    $member.set({ status: 'signed-in', user: USER, change: 'sign-in' });
    expect(sent.at(-1)).toEqual({ type: 'login', signedIn: true });
  });

  it('ignores the host’s other messages', async () => {
    const { requests } = mockFetch(() => session('at-3'));
    $settings.set({ status: 'ready', data: settingsFixture() });
    await hostAsked('opened');
    await hostAsked('viewport');
    expect(requests.filter((r) => r.url.pathname.includes('/memberships/sign_out'))).toHaveLength(0);
  });
});
