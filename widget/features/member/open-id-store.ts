import { atom } from 'nanostores';
import type * as v from 'valibot';
import {
  listOpenIdProviders,
  type OpenIdProviderSchema,
  type OpenIdReturnedMessage,
  signInWithOpenId,
  startOpenIdSignIn,
} from '../../../shared/api/member-openid.ts';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { beginMemberSession } from '../../lib/member-session.ts';

/*
 * Sign-in with an OpenID provider in a pop-up, handed off through the server (issue 14;
 * server/README.md "Sign-in with an OpenID provider", "How the widget must call it"). The PKCE
 * verifier stays in this module's memory; the pop-up's return is heard from our callback page's
 * message, or found by asking `sign_in` every 2 seconds when the provider severed `window.opener`.
 */

/** A provider's button. */
export type OpenIdProvider = v.InferOutput<typeof OpenIdProviderSchema>;

/** The providers of the hotel's brand, none until they are known (and none when none is configured). */
export const $openIdProviders = atom<OpenIdProvider[]>([]);

/**
 * The sign-in under way: `waiting` while the pop-up is open, `redeeming` once it is back,
 * `blocked` when the browser refused the pop-up (the guest opens `url` themselves), `failed`
 * with the error (`expired` when 10 minutes went by).
 */
export type OpenIdSignIn =
  | { status: 'idle' }
  | { status: 'waiting' | 'redeeming'; provider: OpenIdProvider }
  | { status: 'blocked'; provider: OpenIdProvider; url: string }
  | { status: 'failed'; provider: OpenIdProvider; error: unknown };

export const $openIdSignIn = atom<OpenIdSignIn>({ status: 'idle' });

/** How often `sign_in` is asked while the pop-up is not back, and how often the pop-up is looked at. */
export const POLL_MS = 2000;
const WATCH_MS = 500;
/** The pop-up's size: the providers' sign-in pages are made for a phone's width. */
const POPUP = { width: 480, height: 640 };

let loadedFor: string | null = null;

/** Loads the hotel's providers once per hotel; a failure leaves no button (password sign-in stays). */
export async function loadOpenIdProviders(hotelCode: string): Promise<void> {
  if (loadedFor === hotelCode) return;
  loadedFor = hotelCode;
  try {
    $openIdProviders.set((await callApi(listOpenIdProviders, { params: { code: hotelCode } })).data);
  } catch {
    loadedFor = null;
    $openIdProviders.set([]);
  }
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** RFC 7636: a verifier of 32 random bytes (43 characters) and its S256 challenge. */
export async function newPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

/** Stops the sign-in under way: its pop-up, its polling, its message listener. */
let stopCurrent = () => {};

/** Ends the sign-in under way (the guest's cancel, or the page left); the pop-up is closed. */
export function cancelOpenIdSignIn(): void {
  stopCurrent();
  $openIdSignIn.set({ status: 'idle' });
}

/** Opens the pop-up, centred on the browser's window; null when the browser blocked it. */
function openPopup(): Window | null {
  const left = Math.max(0, Math.round(screenX + (outerWidth - POPUP.width) / 2));
  const top = Math.max(0, Math.round(screenY + (outerHeight - POPUP.height) / 2));
  return open('', 'yado-open-id', `popup,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`);
}

/**
 * Signs in with a provider. Must be called in the click's handler: the pop-up opens at once,
 * before any await, so pop-up blockers let it through. A blocked pop-up leaves the provider's
 * URL for a link the guest opens themselves; the sign-in goes on by polling either way.
 */
export async function signInWithProvider(hotelCode: string, provider: OpenIdProvider): Promise<void> {
  stopCurrent();
  const popup = openPopup();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watcher: ReturnType<typeof setInterval> | undefined;
  const set = (next: OpenIdSignIn) => {
    if (!stopped) $openIdSignIn.set(next);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(watcher);
    removeEventListener('message', onMessage);
    if (popup && !popup.closed) popup.close();
  };
  stopCurrent = stop;
  set({ status: 'waiting', provider });

  let started: { state: string; expires_at: string; verifier: string };
  try {
    const pkce = await newPkce();
    const { data } = await callApi(startOpenIdSignIn, {
      params: { code: hotelCode },
      body: { provider: provider.id, code_challenge: pkce.challenge, code_challenge_method: 'S256' },
    });
    started = { ...data, verifier: pkce.verifier };
    if (stopped) return;
    if (popup && !popup.closed) popup.location.href = data.authorization_url;
    else set({ status: 'blocked', provider, url: data.authorization_url });
  } catch (error) {
    set({ status: 'failed', provider, error });
    stop();
    return;
  }

  let busy = false;
  let again = false;
  // one redeem at a time: the first that finds the sign-in back spends it, whatever comes of it
  const redeem = async (): Promise<void> => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    clearTimeout(timer);
    try {
      const { data } = await callApi(
        signInWithOpenId,
        { params: { code: hotelCode }, body: { state: started.state, code_verifier: started.verifier } },
        { credentials: 'include' },
      );
      if (stopped) return;
      stop();
      $openIdSignIn.set({ status: 'idle' });
      // as a password sign-in: the host page is told, the guest goes to search (app/member-part.ts)
      beginMemberSession(hotelCode, data, 'sign-in');
      return;
    } catch (error) {
      if (stopped) return;
      const pending = error instanceof ApiError ? error.status === 409 : true;
      if (!pending) {
        set({ status: 'failed', provider, error });
        stop();
        return;
      }
    } finally {
      busy = false;
    }
    if (Date.now() >= Date.parse(started.expires_at)) {
      set({ status: 'failed', provider, error: 'expired' });
      stop();
    } else if (again) {
      again = false;
      void redeem();
    } else timer = setTimeout(redeem, POLL_MS);
  };

  // our callback page's message: from the pop-up itself, at our exact origin, for this sign-in
  function onMessage(event: MessageEvent) {
    if (!popup || event.source !== popup || event.origin !== location.origin) return;
    // OpenIdReturnedMessageSchema, checked by hand: the schema would bring valibot and the
    // contract's schemas into this chunk (build/call-declarations.ts); the state must be ours anyway
    const data = event.data as Partial<OpenIdReturnedMessage> | null;
    if (data?.type !== 'yado:open_id_returned' || data.state !== started.state) return;
    set({ status: 'redeeming', provider });
    void redeem();
  }
  addEventListener('message', onMessage);
  // a pop-up the guest closed gives the buttons back; the polling goes on quietly until the
  // sign-in expires, as a provider's Cross-Origin-Opener-Policy makes an open pop-up look closed
  watcher = setInterval(() => {
    if (!popup?.closed) return;
    clearInterval(watcher);
    if ($openIdSignIn.get().status === 'waiting') set({ status: 'idle' });
  }, WATCH_MS);
  timer = setTimeout(redeem, POLL_MS);
}
