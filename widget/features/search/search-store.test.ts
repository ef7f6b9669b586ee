// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $selection, clearSelection } from '../../lib/selection.ts';
import { roomPlanFixture, roomTypeFixture, searchResultFixture } from '../../testing/fixtures.ts';
import { json, mockFetch } from '../../testing/render.tsx';
import type { SearchParams } from './search-params.ts';
import { selectRoomPlan } from './plan-selection.ts';
import { $results, clearResults, clearRoomChoice, showSearch } from './search-store.ts';
import { choiceBlock, chooseRoomPlan, chosenPlans, confirmRoomChoice, currentChoice, removeRoomPlan } from './room-choice-store.ts';

const params: SearchParams = {
  checkin: '2030-06-12',
  checkout: '2030-06-14',
  rooms: [{ adults: 2, kidsTiers: [], childrenAges: [] }],
  type: 'rooms',
  order: 'price_low_to_high',
  accessibility: [],
};
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
    expect(selection).toMatchObject({
      checkin: '2030-06-12',
      nights: 2,
      rooms: [{ roomIndex: 0, roomPlanCode: 'DBL-BB', hotelPlanCode: 'BB', salePrice: 26400, numberOfAdults: 2 }],
    });
    expect($selection.get()).toEqual(selection);
    expect(JSON.parse(sessionStorage.getItem('yado.selection')!).value.rooms[0].roomPlanCode).toBe('DBL-BB');
    expect(events.at(-1)).toEqual(['add_to_cart', expect.objectContaining({ currency: 'JPY', value: 26400 })]);
  });

  it('does not select a sold-out plan', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    await showSearch('sakura-kyoto', params, 'en');
    expect(selectRoomPlan('sakura-kyoto', roomPlanFixture({ is_sold_out: true }), { kidsTierNames: {}, searchQuery: '' })).toBeNull();
    expect($selection.get()).toBeNull();
  });
});

describe('choosing rooms for a search of several rooms', () => {
  const two: SearchParams = {
    ...params,
    rooms: [
      { adults: 2, kidsTiers: [], childrenAges: [] },
      { adults: 1, kidsTiers: [{ code: 'A', count: 1 }], childrenAges: [] },
    ],
  };
  const price = (total: number) => ({
    total_price: total,
    total_price_without_tax: total - total / 11,
    tax: total / 11,
    adults_count: 2,
    children_count: 0,
    nightly_prices: [
      { date: '2030-06-12', price: total / 2 },
      { date: '2030-06-13', price: total / 2 },
    ],
  });
  const double = roomPlanFixture({ room_prices: [price(26400), null], room_count: 3 });
  const twin = roomPlanFixture({
    room_plan_code: 'TWN-RO',
    room_type_code: 'TWN',
    hotel_plan_code: 'RO',
    room_type_name: 'Twin',
    room_plan_name: 'Room only',
    room_prices: [price(22000), price(19800)],
    room_count: 1,
  });
  const early = (code: string, policy = 'p-early') =>
    roomPlanFixture({
      room_plan_code: `${code}-EB`,
      room_type_code: code,
      hotel_plan_code: 'EB',
      room_prices: [price(11000), price(11000)],
      sale_limit: 1,
      cancellation_policy_id: policy,
    });

  async function showTwo(plans = [double, twin]) {
    mockFetch(() => json(200, { data: searchResultFixture({ rooms: [], room_types: [roomTypeFixture({ room_plans: plans })] }) }));
    await showSearch('sakura-kyoto', two, 'en');
  }

  beforeEach(() => clearRoomChoice());

  it('gives an offer to the first room still to choose whose guests it takes, and books each room at its own price', async () => {
    await showTwo();
    expect(chooseRoomPlan(twin)).toBe(0);
    expect(chooseRoomPlan(double)).toBeNull(); // the double cannot take room 2's child
    expect(choiceBlock(double, chosenPlans(searchResult(), currentChoice()))).toBe('no_room_fits');
    expect(choiceBlock(twin, chosenPlans(searchResult(), currentChoice()))).toBe('no_rooms_left'); // one twin left
    removeRoomPlan('TWN-RO');
    expect(chooseRoomPlan(double)).toBe(0);
    expect(chooseRoomPlan(twin)).toBe(1);
    expect(chooseRoomPlan(twin)).toBeNull(); // every room is chosen
    expect(choiceBlock(double, chosenPlans(searchResult(), currentChoice()))).toBe('all_chosen');
  });

  it('keeps a plan within its sale limit across room types, and refuses to continue with mixed cancellation policies', async () => {
    await showTwo([early('DBL'), early('TWN'), twin]);
    expect(chooseRoomPlan(early('DBL'))).toBe(0);
    expect(chooseRoomPlan(early('TWN'))).toBeNull();
    expect(choiceBlock(early('TWN'), chosenPlans(searchResult(), currentChoice()))).toBe('sale_limit');
    expect(chooseRoomPlan(twin)).toBe(1);
    expect(confirmRoomChoice('sakura-kyoto', { kidsTierNames: {}, searchQuery: 'q' })).toBeNull();
    expect($selection.get()).toBeNull();
  });

  it('keeps every room for checkout, each with its guests and price, and forgets the choice for a new stay', async () => {
    await showTwo();
    chooseRoomPlan(double);
    chooseRoomPlan(twin);
    const selection = confirmRoomChoice('sakura-kyoto', { kidsTierNames: { A: 'Child' }, searchQuery: 'q' });
    expect(selection?.rooms.map((r) => [r.roomIndex, r.roomPlanCode, r.numberOfAdults, r.kidsTiers, r.salePrice])).toEqual([
      [0, 'DBL-BB', 2, [], 26400],
      [1, 'TWN-RO', 1, [{ code: 'A', count: 1 }], 19800],
    ]);
    expect(events.at(-1)).toEqual([
      'add_to_cart',
      expect.objectContaining({
        value: 46200,
        items: [expect.objectContaining({ item_id: 'DBL-BB' }), expect.objectContaining({ item_id: 'TWN-RO', price: 19800 })],
      }),
    ]);
    await showSearch('sakura-kyoto', { ...two, order: 'price_high_to_low' }, 'en');
    expect(currentChoice()).toEqual(['DBL-BB', 'TWN-RO']); // another order of the same search keeps it
    await showSearch('sakura-kyoto', { ...two, checkin: '2030-06-13' }, 'en');
    expect(currentChoice()).toEqual([null, null]);
  });
});

function searchResult() {
  const state = $results.get();
  if (state.status !== 'done') throw new Error('no result');
  return state.result;
}
