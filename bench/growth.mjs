// How the room search's cost grows: searches of the generated hotels (generated-hotels.ts) of 1,
// 10 and 100 room types (two plans each) for 1, 7, 14 and 28 nights, at the bench's connections.
// Each figure comes with the size of the answer and the time per search against the hotel of one
// room type for one night: linear growth shows as time per search rising no faster than room
// plans x nights, and a quadratic loop as far faster. No search repeats an earlier one within
// its first 1,980 requests (distinctSearch), so the figures are of answers built, not kept.
import { BROWSER_ENCODINGS, clientSession, distinctSearch } from './api-load.mjs';
import { load } from './load.mjs';
import { count, kib, ms } from './stats.mjs';

const ROOM_TYPES = [1, 10, 100];
const NIGHTS = [1, 7, 14, 28];

/** Loads every (room types, nights) search in turn and prints its line. */
export async function loadGrowth(base, options) {
  const headers = { 'x-client-session': await clientSession(base), ...BROWSER_ENCODINGS };
  console.log(
    `  Growth: room search of generated hotels (2 plans per room type), ${options.connections} connections, ${(options.durationMs / 1000).toFixed(1)} s each`,
  );
  let unit;
  for (const types of ROOM_TYPES) {
    for (const nights of NIGHTS) {
      const urlOf = distinctSearch(base, nights, `bench-types-${types}`);
      const first = await fetch(urlOf(0), { headers });
      if (first.status !== 200) throw new Error(`the search of bench-types-${types} answered ${first.status}: ${await first.text()}`);
      const bytes = (await first.arrayBuffer()).byteLength;
      const result = await load({ urlOf, headers, ...options });
      // server time per search, as the load saturates the server: connections over answers a second
      const perSearch = 1000 / result.rps;
      unit ??= perSearch;
      console.log(
        `  ${`${types} type${types > 1 ? 's' : ''}, ${nights} night${nights > 1 ? 's' : ''}:`.padEnd(22)}${count(result.rps)} req/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, ` +
          `answer ${kib(bytes)} (uncompressed), ${(perSearch / unit).toFixed(1)}× the time of 1 type, 1 night (${types * 2 * nights}× the priced nights)`,
      );
    }
  }
}
