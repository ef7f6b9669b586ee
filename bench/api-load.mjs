// The API under load: /healthz (the server's own floor), the widget's settings call and the room
// search for 1, 7 and 14 nights, each at the same number of connections as the hello-world floor.
import { load } from './load.mjs';

const HOTEL = 'demo-kyoto';

/** The hotel's today plus `days`, as YYYY-MM-DD (Kyoto). */
function kyotoDate(days) {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' });
}

/** What Chromium sends with every fetch: the server compresses answers of 1 kB or more for it. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A client session for the hotel, as the widget opens one. */
export async function clientSession(base) {
  const response = await fetch(`${base}/identity/v1/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: HOTEL }),
  });
  if (!response.ok) throw new Error(`POST /identity/v1/client_sessions answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data.client_session;
}

const roomsOf = (adults) => encodeURIComponent(JSON.stringify([{ adults, kids_tiers: [] }]));

/** Searches `hotel` for `nights` nights, check-in moving day by day over four months from a month ahead. */
export function roomSearch(base, nights, hotel = HOTEL) {
  const rooms = roomsOf(2);
  return (i) => {
    const ahead = 30 + (i % 120);
    return `${base}/api/v1/hotels/${hotel}/rooms?checkin_date=${kyotoDate(ahead)}&checkout_date=${kyotoDate(ahead + nights)}&rooms=${rooms}`;
  };
}

const ORDERS = ['price_low_to_high', 'price_high_to_low', 'recommended'];

/**
 * Searches no earlier search of the run asked (as far as `i` goes): the server keeps stays and
 * answers it built (server/db/stay-cache.ts, routes/rooms.ts), so these show what a search costs
 * when it builds its answer. `nights` given: check-in over 330 days, 1 or 2 adults, three orders
 * (1,980 answers of 660 stays). Else also 1 to 14 nights (9,240 stays), in one order.
 */
export function distinctSearch(base, nights, hotel = HOTEL) {
  return (i) => {
    const ahead = 1 + (i % 330);
    const stayNights = nights ?? 1 + (Math.floor(i / 330) % 14);
    const adults = 1 + (Math.floor(i / (nights ? 330 : 4620)) % 2);
    const order = nights ? `&order=${ORDERS[Math.floor(i / 660) % 3]}` : '';
    return `${base}/api/v1/hotels/${hotel}/rooms?checkin_date=${kyotoDate(ahead)}&checkout_date=${kyotoDate(ahead + stayNights)}&rooms=${roomsOf(adults)}${order}`;
  };
}

/** The calls measured, by name, each with the URL of its i-th request. */
export function apiCalls(base) {
  return [
    ['/healthz', () => `${base}/healthz`],
    ['settings', () => `${base}/api/v1/hotels/${HOTEL}/settings/booking_widget`],
    ['rooms, 1 night', roomSearch(base, 1)],
    ['rooms, 7 nights', roomSearch(base, 7)],
    ['rooms, 14 nights', roomSearch(base, 14)],
    ['rooms, none repeated', distinctSearch(base)],
  ];
}

/** Loads each call in turn; `report(name, result)` is called as each one ends. */
export async function loadApi(base, options, report) {
  const headers = { 'x-client-session': await clientSession(base), ...BROWSER_ENCODINGS };
  for (const [name, urlOf] of apiCalls(base)) {
    const first = await fetch(urlOf(0), { headers });
    if (first.status !== 200) throw new Error(`${name} answered ${first.status}: ${await first.text()}`);
    report(name, await load({ urlOf, headers, ...options }));
  }
}
