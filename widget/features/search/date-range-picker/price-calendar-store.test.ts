// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { envelope, json, mockFetch } from '../../../testing/render.tsx';
import { calendarAnswer } from './calendar-test-data.ts';
import { $priceCalendar, calendarDay, loadPriceCalendar } from './price-calendar-store.ts';

const TWO = [{ adults: 2, kids_tiers: [], children_ages: [] }];
const FAMILY = [{ adults: 2, kids_tiers: [{ code: 'A', count: 1 }], children_ages: [] }];

beforeEach(() => {
  $priceCalendar.set({});
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('price calendar store', () => {
  it('asks two neighbouring months in one call, with the guests, and keeps them', async () => {
    const { requests } = mockFetch(calendarAnswer({ '2030-07-04': { lowest_price: 9900 } }));
    await loadPriceCalendar('sakura-kyoto', ['2030-06', '2030-07'], TWO);
    expect(requests).toHaveLength(1);
    const url = requests[0]!.url;
    expect(url.pathname).toBe('/api/v1/hotels/sakura-kyoto/rooms/availability');
    expect(url.searchParams.get('from_date')).toBe('2030-06-01');
    expect(url.searchParams.get('to_date')).toBe('2030-07-31');
    expect(JSON.parse(url.searchParams.get('rooms')!)).toEqual(TWO);
    expect(calendarDay($priceCalendar.get(), 'sakura-kyoto', '2030-07-04', TWO)?.lowest_price).toBe(9900);
    await loadPriceCalendar('sakura-kyoto', ['2030-07', '2030-06'], TWO);
    expect(requests).toHaveLength(1);
  });

  it('asks only the month not yet loaded, and again for other guests', async () => {
    const { requests } = mockFetch(calendarAnswer());
    await loadPriceCalendar('sakura-kyoto', ['2030-06', '2030-07'], TWO);
    await loadPriceCalendar('sakura-kyoto', ['2030-07', '2030-08'], TWO);
    expect(requests.map((r) => r.url.searchParams.get('from_date'))).toEqual(['2030-06-01', '2030-08-01']);
    await loadPriceCalendar('sakura-kyoto', ['2030-07'], FAMILY);
    expect(requests).toHaveLength(3);
    expect(calendarDay($priceCalendar.get(), 'sakura-kyoto', '2030-07-01', FAMILY)).not.toBeNull();
  });

  it('keeps a failed month as an error and asks again next time', async () => {
    mockFetch(() => json(422, envelope(422, '1000', 'Some of the information sent is not valid.')));
    await loadPriceCalendar('sakura-kyoto', ['2030-06'], TWO);
    expect(Object.values($priceCalendar.get())[0]!.status).toBe('error');
    const { requests } = mockFetch(calendarAnswer());
    await loadPriceCalendar('sakura-kyoto', ['2030-06'], TWO);
    expect(requests).toHaveLength(1);
    expect(Object.values($priceCalendar.get())[0]!.status).toBe('done');
  });
});
