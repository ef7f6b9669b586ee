import { atom } from 'nanostores';
import type { CallDeclaration } from '../../shared/api/define.ts';
import { type MemberProfile, refreshMemberTokens, signInMember, signOutMember } from '../../shared/api/memberships.ts';
import { MEMBER_COOKIE_NOTE, MEMBER_COOKIE_NOTE_TTL_MS } from '../../shared/member-cookie-note.ts';
import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import { callApi, configureApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { showGlobalError } from './global-error.ts';
import { hotelKey, readStored, removeStored, storageKeeps, writeStored } from './storage.ts';

/**
 * The member's session in the widget (issue 14, spec 1 §4 Session). The access token lives in
 * this module's memory only; the refresh token is the server's HttpOnly, Partitioned cookie,
 * which only the membership calls send (`credentials: 'include'`). Loaded after the first screen.
 */

/**
 * Why the member's state last changed: the host page hears of sign-in and sign-out (spec 2 §7.10
 * `login`); `token`: a sign-in by a start-up token (app/token-login.ts), which leaves the guest on
 * the page the URL named; `deleted` is a sign-out whose page (/member-deleted-confirmation) is not search.
 */
export type MemberChange = 'start' | 'sign-in' | 'token' | 'sign-out' | 'refresh' | 'expired' | 'deleted';

/** The member as the widget knows them; `unknown` until the start-up refresh has answered. */
export type MemberState =
  | { status: 'unknown' }
  | { status: 'signed-out'; change: MemberChange }
  | { status: 'signed-in'; user: MemberProfile; change: MemberChange };

export const $member = atom<MemberState>({ status: 'unknown' });

/**
 * The access token is refreshed this long before it expires, less up to as much again at random:
 * tabs signed in together do not all refresh at once (each waits for the lock, and the later
 * ones find a token another tab's refresh already renewed: `refresh`).
 */
export const REFRESH_AHEAD_MS = 60_000;

let accessToken: string | null = null;
/** When the access token expires (ms): from the answer's `expires_in`, read on this clock. */
let expiresAt = 0;
let renewal: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;

/** The storage key noting that this browser may hold a refresh cookie for the hotel (the cookie itself is HttpOnly). */
export function memberCookieKey(hotelCode: string): string {
  return hotelKey(hotelCode, MEMBER_COOKIE_NOTE);
}

/** The access token, for tests and the api client. */
export function memberAccessToken(): string | null {
  return accessToken;
}

type Session = { access_token: string; expires_in: number; user: MemberProfile };

/** Whether the access token is due for its refresh: it expires within the planned refresh's window (twice REFRESH_AHEAD_MS). */
const stale = () => expiresAt - Date.now() < 2 * REFRESH_AHEAD_MS;

/**
 * This hotel's widgets in the browser's other tabs (same origin and partition): a refresh hands
 * them its new token, so one tab refreshes for all (null where the browser refuses the channel).
 */
let tabs: BroadcastChannel | null | undefined;

function otherTabs(hotelCode: string): BroadcastChannel | null {
  if (tabs === undefined) {
    try {
      tabs = new BroadcastChannel(`yado-member-${hotelCode}`);
      // another tab's new token, for the same member: taken as this tab's own refresh
      tabs.onmessage = ({ data }: MessageEvent<Session>) => {
        const state = $member.get();
        if (state.status === 'signed-in' && data?.user?.id === state.user.id) beginMemberSession(hotelCode, data, 'refresh', false);
      };
    } catch {
      tabs = null;
    }
    // a tab in the background runs its timers late: back in view, a stale token is refreshed at once
    document.addEventListener('visibilitychange', () => {
      if (accessToken && document.visibilityState === 'visible' && stale()) void refreshMember(hotelCode, true);
    });
  }
  return tabs;
}

/**
 * Starts (or goes on with) a signed-in session from a sign-in's answer (password here; an OpenID
 * provider in features/member/open-id-store.ts; a start-up token in app/token-login.ts): the token
 * in memory, its refresh planned ahead of its expiry, and (`tell`) the other tabs given a refreshed token.
 */
export function beginMemberSession(hotelCode: string, session: Session, change: MemberChange, tell = change === 'refresh'): void {
  connectMemberSession(hotelCode);
  accessToken = session.access_token;
  expiresAt = Date.now() + session.expires_in * 1000;
  clearTimeout(renewal);
  renewal = setTimeout(() => refreshMember(hotelCode, true), session.expires_in * 1000 - REFRESH_AHEAD_MS * (1 + Math.random()));
  const channel = otherTabs(hotelCode);
  if (tell) channel?.postMessage(session);
  writeStored('local', memberCookieKey(hotelCode), true, { ttlMs: MEMBER_COOKIE_NOTE_TTL_MS });
  $member.set({ status: 'signed-in', user: session.user, change });
}

/**
 * Spec 1 §4: logging out locally clears the user and the stored login (the note of the cookie;
 * the token in memory). The server's session is ended by `signOutMember` only.
 */
export function endMemberLocally(hotelCode: string, change: MemberChange): void {
  accessToken = null;
  clearTimeout(renewal);
  removeStored('local', memberCookieKey(hotelCode));
  $member.set({ status: 'signed-out', change });
}

/**
 * Runs `task` holding a lock shared by this hotel's widgets in the browser (Web Locks where there
 * are), so two tabs never refresh one cookie at once. Where the browser refuses the lock (storage
 * blocked in a third-party frame: SecurityError), the task runs without it.
 */
async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  let ran = false;
  try {
    // reading `navigator.locks` itself throws where storage is blocked
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (!locks) return await task();
    return (await locks.request(name, () => {
      ran = true;
      return task();
    })) as T;
  } catch (error) {
    if (ran) throw error;
    return task();
  }
}

async function refresh(hotelCode: string, early: boolean): Promise<boolean> {
  const before = $member.get().status;
  // a refresh ahead of expiry that waited for the lock: nothing to do once the token is fresh again
  if (early && (!accessToken || !stale())) return !!accessToken;
  try {
    const { data } = await callApi(refreshMemberTokens, { params: { code: hotelCode }, body: {} }, { credentials: 'include' });
    beginMemberSession(hotelCode, data, before === 'signed-in' ? 'refresh' : 'start');
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // spec 2 §8.1: a member who was signed in is told (1400 expired, 3401/3402 already signed out)
      if (before === 'signed-in') showGlobalError(error);
      endMemberLocally(hotelCode, before === 'signed-in' ? 'expired' : 'start');
    } else if (before === 'unknown') {
      // offline or the server failing: nobody is signed in for now, the note stays for the next start
      $member.set({ status: 'signed-out', change: 'start' });
    }
    return false;
  }
}

/**
 * A new access token for the refresh cookie (rotated by the server). One refresh at a time: the
 * server ends the whole session when a replaced cookie is presented again. `early`: planned
 * ahead of the token's expiry (beginMemberSession), skipped when the token is no longer stale.
 */
export function refreshMember(hotelCode: string, early = false): Promise<boolean> {
  refreshing ??= withLock(`yado-member-${hotelCode}`, () => refresh(hotelCode, early)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * At start-up, after the first screen: a browser that may hold a refresh cookie (noted at
 * sign-in; or storage is blocked, so nothing could be noted) gets the member back silently.
 */
export function restoreMember(hotelCode: string): Promise<boolean> {
  if (readStored('local', memberCookieKey(hotelCode)) || !storageKeeps('local')) return refreshMember(hotelCode);
  $member.set({ status: 'signed-out', change: 'start' });
  return Promise.resolve(false);
}

/** Signs in with e-mail and password (spec 2 §7.7 sign_in); a refusal throws the server's ApiError (422, sign_in_failed). */
export async function signIn(hotelCode: string, credentials: { email: string; password: string }): Promise<MemberProfile> {
  const { data } = await callApi(signInMember, { params: { code: hotelCode }, body: { ...credentials, grant_type: 'password' } }, { credentials: 'include' });
  beginMemberSession(hotelCode, data, 'sign-in');
  return data.user;
}

/** Signs out: the server ends the session and clears the cookie; the widget forgets the member whatever the answer. */
export async function signOut(hotelCode: string): Promise<void> {
  try {
    await callApi(signOutMember, { params: { code: hotelCode } }, { credentials: 'include' });
  } catch {
    // the server answers sign-out alike whatever it knew; offline, the local sign-out still holds
  }
  endMemberLocally(hotelCode, 'sign-out');
}

/**
 * A call sent with the member's token was refused with 401 (spec 2 §8.1): 1400, the token
 * expired, is refreshed and the call sent again; 3401 and 3402 sign the member out locally with
 * the global error. The refresh call's own refusals are judged by `refresh`.
 */
export async function memberRefused(hotelCode: string, error: ApiError, call: CallDeclaration): Promise<boolean> {
  if (call.name === refreshMemberTokens.name) return false;
  if (error.code === MEMBER_ERROR_CODES.memberSessionExpired) return refreshMember(hotelCode);
  if (error.code === MEMBER_ERROR_CODES.memberSessionNotFound || error.code === MEMBER_ERROR_CODES.memberBrandMismatch) {
    if ($member.get().status === 'signed-in') showGlobalError(error);
    endMemberLocally(hotelCode, 'expired');
  }
  return false;
}

/** Hands the api client the member's token and the 401 judge, for one hotel. */
export function connectMemberSession(hotelCode: string): void {
  configureApiClient({ memberToken: memberAccessToken, memberRefused: (error, call) => memberRefused(hotelCode, error, call) });
}
