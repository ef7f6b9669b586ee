// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $selection, clearSelection } from '../../lib/selection.ts';
import { roomPlanFixture, searchResultFixture } from '../../testing/fixtures.ts';
import { json, mockFetch } from '../../testing/render.tsx';
import type { SearchParams } from './search-params.ts';
import { $results, clearResults, selectRoomPlan, showSearch } from './search-store.ts';

const params: SearchParams = { checkin: '2030-06-12', checkout: '2030-06-14', adults: 2, kidsTiers: [], type: 'rooms', order: 'price_low_to_high', accessibility: [] };
const events: Array<[string, Record<string, unknown>]> = [];

beforeEach(() => {
  sessionStorage.clear();
  clearSelection();
  clearResults();
  events.length = 0;
  setAnalyticsSink((name, data) => events.push([name, data]));
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('search store', () => {
  it('loads results once per search and language, and reports the list to analytics', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    await showSearch('sakura-kyoto', params, 'en');
    await showSearch('sakura-kyoto', { ...params }, 'en');
    expect(requests).toHaveLength(1);
    expect($results.get().status).toBe('done');
    expect(events[0]![0]).toBe('view_item_list');
    expect(events[0]![1]).toMatchObject({ currency: 'JPY', items: [{ item_id: 'DBL-BB', price: 26400 }] });
    await showSearch('sakura-kyoto', params, 'ja');
    expect(requests).toHaveLength(2);
  });

  it('keeps the last search when answers arrive out of order', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async (request) => {
      if (request.url.searchParams.get('order') === 'price_high_to_low') await slow;
      return json(200, { data: searchResultFixture({ checkin_date: request.url.searchParams.get('checkin_date')! }) });
    });
    const first = showSearch('sakura-kyoto', { ...params, order: 'price_high_to_low' }, 'en');
    await showSearch('sakura-kyoto', { ...params, checkin: '2030-06-13' }, 'en');
    release();
    await first;
    const state = $results.get();
    expect(state.status === 'done' && state.result.checkin_date).toBe('2030-06-13');
  });

  it('keeps the chosen room in sessionStorage for checkout and reports add_to_cart', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    await showSearch('sakura-kyoto', params, 'en');
    const selection = selectRoomPlan('sakura-kyoto', roomPlanFixture(), { kidsTierNames: {}, searchQuery: 'code=sakura-kyoto' });
    expect(selection).toMatchObject({ roomPlanCode: 'DBL-BB', checkin: '2030-06-12', nights: 2, salePrice: 26400, numberOfAdults: 2 });
    expect($selection.get()).toEqual(selection);
    expect(JSON.parse(sessionStorage.getItem('yado.selection')!).value.roomPlanCode).toBe('DBL-BB');
    expect(events.at(-1)).toEqual(['add_to_cart', expect.objectContaining({ currency: 'JPY', value: 26400 })]);
  });

  it('does not select a sold-out plan', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    await showSearch('sakura-kyoto', params, 'en');
    expect(selectRoomPlan('sakura-kyoto', roomPlanFixture({ is_sold_out: true }), { kidsTierNames: {}, searchQuery: '' })).toBeNull();
    expect($selection.get()).toBeNull();
  });
});
