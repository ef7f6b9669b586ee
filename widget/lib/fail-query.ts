/**
 * Spec 1 §2 /reservation/fail: where a booking that could not complete leaves the guest. Its query
 * carries the search (code, checkin, checkout, adults, and the rest of the results page's query
 * so "search again" keeps the rooms and children), `error_code` (a catalogue code), `error` and
 * `current_reservation`.
 *
 * `error` is one of the reasons below, never free text: a link anyone can make must not put its
 * own words on the hotel's page (README, "Safety over the spec").
 */
export const FAIL_REASONS = ['room_taken', 'payment_expired', 'verification_expired'] as const;
export type FailReason = (typeof FAIL_REASONS)[number];

/** The failure page's own keys: everything else in its query is the search to go back to. */
const FAIL_KEYS = ['error_code', 'error', 'current_reservation'];

export type FailQuery = {
  reason: FailReason | null;
  /** A catalogue code (four digits), or null. */
  errorCode: string | null;
  /** The reservation the failure cancelled, when there was one. */
  reservationNumber: string | null;
  /** The results page's query with the same dates and guests. */
  searchQuery: string;
};

/** Reads the failure page's query; anything malformed is left out rather than shown. */
export function readFailQuery(search: string): FailQuery {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  const code = query.get('error_code');
  const number = query.get('current_reservation')?.trim().toUpperCase() ?? '';
  const rest = new URLSearchParams([...query].filter(([key]) => !FAIL_KEYS.includes(key)));
  return {
    reason: FAIL_REASONS.find((reason) => reason === error) ?? null,
    errorCode: code && /^\d{4}$/.test(code) ? code : null,
    reservationNumber: /^[A-Z0-9]{6,20}$/.test(number) ? number : null,
    searchQuery: rest.toString(),
  };
}

/** The results page's query for a reservation's stay (spec 1 §2 fail query: checkin, checkout, adults). */
export function stayQuery(stay: { checkin_date: string; checkout_date: string; rooms: readonly { adults: number }[] }): string {
  return new URLSearchParams({ checkin: stay.checkin_date, checkout: stay.checkout_date, adults: String(stay.rooms[0]?.adults ?? 1) }).toString();
}

/** The failure page's path for a search (the results page's query) and what went wrong. */
export function failPath(searchQuery: string, failure: { reason: FailReason; errorCode: string | null; reservationNumber: string }): string {
  const query = new URLSearchParams(searchQuery);
  for (const key of FAIL_KEYS) query.delete(key);
  if (failure.errorCode) query.set('error_code', failure.errorCode);
  query.set('error', failure.reason);
  query.set('current_reservation', failure.reservationNumber);
  return `/reservation/fail?${query}`;
}
