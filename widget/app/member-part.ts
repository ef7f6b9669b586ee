import { navigate } from 'wouter/use-browser-location';
import type { HostMessage } from '../../shared/protocol/messages.ts';
import { $startup, hotelCode, withCode } from '../lib/context.ts';
import { showLoginMenu } from './login-menu-slot.tsx';
import { $member, refreshMember, restoreMember, signOut } from '../lib/member-session.ts';
import { $settings } from '../lib/settings.ts';
import { $results, $searchParams, showSearch } from '../features/search/search-store.ts';
import { $locale } from '../lib/i18n.ts';
import { sendToHost } from './host-bridge.ts';

/**
 * The member's part of the widget, loaded after the first screen (through app/member-start.ts): the silent
 * refresh from the cookie, the login menu, the `login` message to the host and the host's
 * `logout` and `refresh-login-from-chatbot` (spec 1 §4 Session, Parent-window and token login).
 */

/** Pages that only a signed-in member may see (spec 1 §2 protected pages, those that exist). */
const MEMBER_ONLY = ['/sign-out'];
/** Spec 1 §4: refresh-login-from-chatbot leaves these pages for search once the member is back. */
const SIGN_IN_PAGES = ['/sign-in', '/sign-up', '/forgot-password'];

let started: Promise<boolean> | null = null;

/** The widget's path under its base (`/sign-in`). */
function widgetPath(): string {
  return location.pathname.slice(import.meta.env.BASE_URL.length - 1);
}

/**
 * Spec 1 §6 member rates: the results shown were searched for the member's state before. Searched
 * again at once on the results page (nothing else would: its search follows its URL), else when
 * the results page next shows them (the results' atom itself, an export the first screen has anyway).
 */
function searchAgain(): void {
  $results.set({ status: 'idle' });
  const params = $searchParams.get();
  if (params && widgetPath() === '/booking/result') void showSearch(hotelCode(), params, $locale.get());
}

/** Spec 1 §4: a login state change sends the guest to search. */
function toSearch(): void {
  navigate(`${import.meta.env.BASE_URL.slice(0, -1)}${withCode('/booking/result')}`);
}

/**
 * Starts the member's part once (later calls get the same promise): tells the host page of
 * each sign-in and sign-out, sends the guest to search on those, signs the member in with the
 * start-up query's tokens (app/token-login.ts, loaded only for them) or gets them back from the cookie,
 * and shows the login menu. Resolves once the member is known.
 */
export function startMember(code = hotelCode(), query = ''): Promise<boolean> {
  if (started) return started;
  if (!code) return Promise.resolve(false);
  $member.listen((state) => {
    if (state.status === 'unknown' || state.change === 'refresh') return;
    if (state.change === 'start') {
      // the first screen searched before the member's part loaded, as a guest: a member brought back
      // from the cookie is searched again, with the member's rates (spec 1 §6); the host hears nothing
      if (state.status === 'signed-in') searchAgain();
      return;
    }
    // spec 2 §7.10: the host page hears of the member signing in, and of the member signing out
    sendToHost({ type: 'login', signedIn: state.status === 'signed-in' });
    // the rates shown were for the member's state before (spec 1 §6: member rates)
    searchAgain();
    // a deleted account's page says so itself (/member-deleted-confirmation)
    if (state.change === 'deleted') return;
    // a token's sign-in leaves the guest on the page its link named
    if (state.change !== 'token' && (state.change !== 'expired' || MEMBER_ONLY.includes(widgetPath()))) toSearch();
  });
  // spec 1 §2 start-up tokens (app/start-url.ts took them out of the URL)
  started = /[?&](refresh_token|login_token|accessToken|one_time_access_token)=./.test(query)
    ? import('./token-login.ts').then((login) => login.tokenLogin(code, new URLSearchParams(query)))
    : restoreMember(code);
  // spec 1 §2: no login widget in the chatbot's iframe (it signs in on /chat-sign-in)
  if (!$startup.get().chatbot) void showLoginMenu();
  return started;
}

/** Resolves once the init settings have arrived (or failed): spec 2 §7.10 defers `logout` until then. */
function initArrived(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => $settings.get().status !== 'loading';
    if (check()) return resolve();
    const stop = $settings.listen(() => {
      if (!check()) return;
      stop();
      resolve();
    });
  });
}

/**
 * The host page's member actions (spec 2 §7.10): `logout` signs the member out, once init has
 * arrived; `refresh-login-from-chatbot` reloads the member from the stored session (the cookie),
 * goes to search from the sign-in pages, and signs out locally when there is none.
 */
export async function hostAsked(type: HostMessage['type'], code = hotelCode(), query = ''): Promise<void> {
  if (!code || (type !== 'logout' && type !== 'refresh-login-from-chatbot')) return;
  await initArrived();
  await startMember(code, query);
  if (type === 'logout') {
    if ($member.get().status === 'signed-in') await signOut(code);
    return;
  }
  // a refused refresh signs the member out locally (lib/member-session.ts)
  if ((await refreshMember(code)) && SIGN_IN_PAGES.includes(widgetPath())) toSearch();
}
