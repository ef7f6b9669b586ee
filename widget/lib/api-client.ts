import { navigate } from 'wouter/use-browser-location';
import { fillPath, SERVICE_PREFIX, type CallAnswer, type CallDeclaration, type CallInput } from '../../shared/api/define.ts';
import { CLIENT_SESSION_HEADER, IDEMPOTENCY_KEY_HEADER, LOCALE_HEADER, TRACING_ID_HEADER } from '../../shared/constants.ts';
import type { ApiError } from './api-error.ts';
import { randomId } from './ids.ts';

/** The request never got an answer (offline, DNS, CORS, reset). Spec 2 §8.1: a generic message. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause?: unknown) {
    super('an error occurred, try again', { cause });
  }
}

/** What the client needs from the rest of the app; set once at start-up by main.tsx. */
export type ApiClientConfig = {
  /** Origin of the booking server; '' means the widget's own origin. */
  baseUrl: string;
  /** The hotel the widget serves (for the 503 page's `code`). */
  hotelCode: string;
  /** The client-session token; `renew` asks for a fresh one after the server refused the old. */
  clientSession: (options: { renew: boolean }) => Promise<string>;
  /** The interface locale sent in `x-locale`. */
  locale: () => string;
  /** Spec 2 §8.1: a 503 sends the browser to the maintenance page with the hotel code. */
  onUnavailable: (hotelCode: string) => void;
  /** The signed-in member's access token, sent as `Authorization: Bearer` (spec 1 §6); set by lib/member-session.ts. */
  memberToken?: () => string | null;
  /**
   * A call sent with the member's token was answered 401: whether to send it again (the token
   * was refreshed after 1400; 3401 and 3402 sign the member out locally, spec 2 §8.1).
   */
  memberRefused?: (error: ApiError, call: CallDeclaration) => Promise<boolean>;
};

const defaults: ApiClientConfig = {
  baseUrl: '',
  hotelCode: '',
  clientSession: () => Promise.reject(new Error('client session is not configured')),
  locale: () => 'en',
  onUnavailable: (hotelCode) => navigate(`${import.meta.env.BASE_URL}503?code=${encodeURIComponent(hotelCode)}`),
};
let config: ApiClientConfig = { ...defaults };

/** Sets (part of) the client's configuration; `reset` starts from the defaults (tests). */
export function configureApiClient(patch: Partial<ApiClientConfig>, options: { reset?: boolean } = {}): void {
  config = { ...(options.reset ? defaults : config), ...patch };
}

/** Why a failed call is sent once more: a new client session (403 4000), or the member's refreshed token (401 1400). */
export type Retry = 'session' | 'member' | null;

/** Per-call options. */
export type CallOptions = {
  /** Sent as `idempotency-key`: repeats of one key get the first answer (reservation submission). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** `include` for the membership calls, which read and set the refresh cookie. */
  credentials?: RequestCredentials;
};

function buildUrl(call: CallDeclaration, input: { params?: unknown; query?: unknown }): string {
  const path = SERVICE_PREFIX[call.service] + fillPath(call.path, input.params as Record<string, string> | undefined);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, string | undefined>)) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return config.baseUrl + path + (search ? `?${search}` : '');
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return response.text();
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * The one fetch wrapper. Builds the request from the call's declaration (service prefix, path
 * parameters, string query, JSON body, the spec 2 §7.1 headers), parses a successful answer
 * with the declared schema (in development and tests), and turns a failed one into an `ApiError`. A 403 "4000" (identity
 * session expired) gets a new client session and one retry; a 401 to a call sent with the
 * member's token goes to `memberRefused` (one retry when it says so); a 503 opens the maintenance page.
 */
export async function callApi<C extends CallDeclaration>(call: C, input: CallInput<C>, options: CallOptions = {}): Promise<CallAnswer<C>> {
  const response = await fetchAnswer(call, input, options);
  const body = await readBody(response);
  // answers come from our own server, which checks them against the same schemas in its tests:
  // parsed again in development and tests only (the production build drops the answer schemas,
  // build/call-declarations.ts; tests/answer-schemas.test.ts shows parsing changes no answer)
  return (import.meta.env.DEV ? (await import('valibot')).parse(call.answer, body) : body) as CallAnswer<C>;
}

/** Sends a call and answers its successful response unread; a failed one becomes an `ApiError` (see `callApi`). */
export async function fetchAnswer<C extends CallDeclaration>(call: C, input: CallInput<C>, options: CallOptions): Promise<Response> {
  const url = buildUrl(call, input);
  let retry: Retry = null;
  for (;;) {
    const token = config.memberToken?.();
    const headers: Record<string, string> = {
      accept: call.produces ?? 'application/json',
      [LOCALE_HEADER]: config.locale(),
      [TRACING_ID_HEADER]: randomId(),
    };
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    if (call.session) headers[CLIENT_SESSION_HEADER] = await config.clientSession({ renew: retry === 'session' });
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    if (token) headers.authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await fetch(url, {
        ...options,
        method: call.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new NetworkError(cause);
    }
    if (response.ok) return response;

    // the envelope's check (and valibot, and the error codes) load with the first error, not with the first screen
    const failure = await (await import('./error-envelope.ts')).readFailure(response, await readBody(response), call, retry ? null : { token, config });
    retry = failure.retry;
    if (retry) continue;
    const { error } = failure;
    if (error.status === 503) config.onUnavailable(config.hotelCode);
    throw error;
  }
}
