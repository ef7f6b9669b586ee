// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { $member, endMemberLocally, memberAccessToken } from '../../lib/member-session.ts';
import { memberFixture } from '../../testing/fixtures.ts';
import { envelope, json, mockFetch, type Recorded } from '../../testing/render.tsx';
import { $openIdProviders, $openIdSignIn, cancelOpenIdSignIn, loadOpenIdProviders, POLL_MS, signInWithProvider } from './open-id-store.ts';

const HOTEL = 'demo-kyoto';
const DEMO = { id: 'demo', name: 'Demo ID' };
const AUTHORIZE = 'http://127.0.0.1:9000/auth?client_id=yado-demo';
const STATE = 'S'.repeat(43);
const USER = memberFixture();

type FakePopup = { closed: boolean; location: { href: string }; close: () => void };

/** A pop-up as window.open gives it: about:blank, sent on by setting its location. */
function fakePopup(): FakePopup {
  const popup: FakePopup = { closed: false, location: { href: 'about:blank' }, close: () => (popup.closed = true) };
  return popup;
}

/** A message as a window posts it (the timers are fake here: nothing waits for a settle). */
async function postFrom(source: unknown, origin: string, data: unknown): Promise<void> {
  dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  await vi.advanceTimersByTimeAsync(0);
}

const call = (request: Recorded) => request.url.pathname.split('/memberships/open_id/')[1];

/** The server: `start` answers the provider's URL; `sign_in` answers 409 until `returned()`, then `finish`. */
function server(
  finish: () => Response = () =>
    json(200, {
      data: { access_token: 'at-open-id', token_type: 'Bearer', expires_in: 900, expires_at: new Date(Date.now() + 900_000).toISOString(), user: USER },
    }),
) {
  let back = false;
  const mock = mockFetch((request) => {
    if (call(request) === 'providers') return json(200, { data: [DEMO] });
    if (call(request) === 'start')
      return json(201, { data: { authorization_url: AUTHORIZE, state: STATE, expires_at: new Date(Date.now() + 600_000).toISOString() } });
    return back ? finish() : json(409, envelope(409, '1000', 'The sign-in is not finished yet.'));
  });
  return { ...mock, returned: () => (back = true), redeems: () => mock.requests.filter((r) => call(r) === 'sign_in') };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  configureApiClient({ hotelCode: HOTEL, clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  endMemberLocally(HOTEL, 'start');
  cancelOpenIdSignIn();
});
afterEach(() => {
  cancelOpenIdSignIn();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-in with an OpenID provider in a pop-up', () => {
  it('lists the brand’s providers, none when the call fails', async () => {
    mockFetch(() => json(200, { data: [DEMO] }));
    await loadOpenIdProviders(HOTEL);
    expect($openIdProviders.get()).toEqual([DEMO]);
    mockFetch(() => json(500, envelope(500, '9000', 'down')));
    await loadOpenIdProviders('other-hotel');
    expect($openIdProviders.get()).toEqual([]);
  });

  it('opens the pop-up before anything is awaited, sends it to the provider, and signs in with the kept verifier once our page says it is back', async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    const { requests, returned, redeems } = server();
    const running = signInWithProvider(HOTEL, DEMO);
    // the click's own task opened it: a pop-up blocker lets it through
    expect(open).toHaveBeenCalledWith('', 'yado-open-id', expect.stringMatching(/^popup,width=480,height=640,/));
    expect($openIdSignIn.get()).toEqual({ status: 'waiting', provider: DEMO });
    await running;
    expect(popup.location.href).toBe(AUTHORIZE);
    const start = requests.find((r) => call(r) === 'start')!;
    expect(start.body).toMatchObject({ provider: 'demo', code_challenge_method: 'S256' });

    // a message from another window, or for another sign-in, is not heard
    returned();
    await postFrom({}, location.origin, { type: 'yado:open_id_returned', state: STATE });
    await postFrom(popup, 'http://127.0.0.1:9000', { type: 'yado:open_id_returned', state: STATE });
    await postFrom(popup, location.origin, { type: 'yado:open_id_returned', state: 'T'.repeat(43) });
    expect(redeems()).toHaveLength(0);

    await postFrom(popup, location.origin, { type: 'yado:open_id_returned', state: STATE });
    await vi.waitFor(() => expect($member.get()).toMatchObject({ status: 'signed-in', change: 'sign-in' }));
    expect(redeems()).toHaveLength(1);
    const { state, code_verifier } = redeems()[0]!.body as { state: string; code_verifier: string };
    expect(state).toBe(STATE);
    expect(code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((start.body as { code_challenge: string }).code_challenge).toBe(createHash('sha256').update(code_verifier).digest('base64url'));
    expect(redeems()[0]!.credentials).toBe('include');
    expect(memberAccessToken()).toBe('at-open-id');
    expect($openIdSignIn.get()).toEqual({ status: 'idle' });
  });

  it('finds the sign-in by asking every 2 seconds when no message comes (a severed opener), even once the pop-up looks closed', async () => {
    const popup = fakePopup();
    vi.stubGlobal('open', () => popup);
    const { returned, redeems } = server();
    await signInWithProvider(HOTEL, DEMO);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(redeems()).toHaveLength(1);
    expect($openIdSignIn.get().status).toBe('waiting');
    // the guest closed it, or the provider's Cross-Origin-Opener-Policy makes it look so: the buttons come back
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect($openIdSignIn.get()).toEqual({ status: 'idle' });
    returned();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await vi.waitFor(() => expect($member.get().status).toBe('signed-in'));
  });

  it('keeps the provider’s address for a link when the browser blocks the pop-up, and signs in once the guest has used it', async () => {
    vi.stubGlobal('open', () => null);
    const { returned } = server();
    await signInWithProvider(HOTEL, DEMO);
    expect($openIdSignIn.get()).toEqual({ status: 'blocked', provider: DEMO, url: AUTHORIZE });
    returned();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await vi.waitFor(() => expect($member.get().status).toBe('signed-in'));
  });

  it('shows the server’s refusal (cancelled at the provider) and stops asking', async () => {
    const popup = fakePopup();
    vi.stubGlobal('open', () => popup);
    const { returned, redeems } = server(() => json(422, envelope(422, '1000', 'We could not sign you in with this account. Please try again.')));
    await signInWithProvider(HOTEL, DEMO);
    returned();
    await postFrom(popup, location.origin, { type: 'yado:open_id_returned', state: STATE });
    await vi.waitFor(() => expect($openIdSignIn.get().status).toBe('failed'));
    expect(($openIdSignIn.get() as { error: Error }).error.message).toBe('We could not sign you in with this account. Please try again.');
    expect($member.get().status).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(redeems()).toHaveLength(1);
  });

  it('closes the pop-up and shows why when the provider cannot be reached, staying on the page', async () => {
    const popup = fakePopup();
    vi.stubGlobal('open', () => popup);
    const unavailable = vi.fn();
    configureApiClient({ onUnavailable: unavailable });
    mockFetch(() => json(502, envelope(502, '3203', 'This sign-in service cannot be reached now. Please try again later.')));
    await signInWithProvider(HOTEL, DEMO);
    expect(popup.closed).toBe(true);
    expect($openIdSignIn.get()).toMatchObject({ status: 'failed', provider: DEMO, error: { status: 502 } });
    expect(unavailable).not.toHaveBeenCalled();
  });

  it('closes the pop-up and stops asking when the guest cancels', async () => {
    const popup = fakePopup();
    vi.stubGlobal('open', () => popup);
    const { redeems } = server();
    await signInWithProvider(HOTEL, DEMO);
    cancelOpenIdSignIn();
    expect(popup.closed).toBe(true);
    expect($openIdSignIn.get()).toEqual({ status: 'idle' });
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(redeems()).toHaveLength(0);
  });

  it('gives up when the sign-in expires', async () => {
    vi.stubGlobal('open', () => fakePopup());
    server();
    await signInWithProvider(HOTEL, DEMO);
    await vi.advanceTimersByTimeAsync(600_000 + POLL_MS);
    expect($openIdSignIn.get()).toEqual({ status: 'failed', provider: DEMO, error: 'expired' });
  });
});
