// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { SEARCH_STORAGE_TTL_MS } from '../../../shared/constants.ts';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { activateLocale, loadLaterText, requestedLocale } from '../../lib/i18n.ts';
import { clearSelection } from '../../lib/selection.ts';
import { $settings } from '../../lib/settings.ts';
import { hotelKey } from '../../lib/storage.ts';
import { roomPlanFixture, roomTypeFixture, searchResultFixture, settingsFixture } from '../../testing/fixtures.ts';
import { buttonByText, click, json, mockFetch, mount, settle, typeInto, type Recorded } from '../../testing/render.tsx';
import { resetPromo } from './promo-store.ts';
import { ResultsPage } from './results-page.tsx';
import { clearResults, clearRoomChoice } from './search-store.ts';

const SEARCH = 'code=sakura-kyoto&checkin=2030-06-12&checkout=2030-06-14&adults=2&type=rooms&order=price_low_to_high';
const NOW = new Date('2030-06-01T03:00:00Z');

let unmount = () => {};

async function renderResults(search = SEARCH) {
  const location = memoryLocation({ path: `/booking/result?${search}`, record: true });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/booking/result" component={ResultsPage} />
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle(6);
  const lastQuery = () => new URLSearchParams(location.history.at(-1)!.split('?')[1]);
  return { ...view, location, lastQuery };
}

function withDefaultSearch(
  change: Partial<InitSettings['booking_widget_setting_attributes']['default_search_setting']>,
  base = settingsFixture(),
): InitSettings {
  const attributes = base.booking_widget_setting_attributes;
  return { ...base, booking_widget_setting_attributes: { ...attributes, default_search_setting: { ...attributes.default_search_setting, ...change } } };
}

/** Waits for the promo code field, loaded on demand. */
async function promoField(container: HTMLElement): Promise<Element> {
  await vi.waitFor(() => expect(container.querySelector('.promo-code-field')).not.toBeNull());
  await settle();
  return container.querySelector('.promo-code-field')!;
}

const searches = (requests: Recorded[]) => requests.filter((request) => request.url.pathname.endsWith('/rooms'));

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
  localStorage.clear();
  clearSelection();
  clearResults();
  clearRoomChoice();
  resetPromo();
  setAnalyticsSink(() => {});
  $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  $settings.set({ status: 'ready', data: settingsFixture() });
  configureApiClient({ clientSession: async () => 'cs-1', locale: requestedLocale }, { reset: true });
});
afterEach(async () => {
  unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('search-form options in the results URL', () => {
  it('searches with the filters, sold-out rooms, room types and plans of a deep link and keeps them in the URL', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { lastQuery } = await renderResults(`${SEARCH}&filter=breakfast,non_smoking&is_including_occupied=true&room_type_code=DBL&hotel_plan_codes=BB`);
    const query = searches(requests)[0]!.url.searchParams;
    expect([query.get('filter'), query.get('is_including_occupied'), query.get('room_type_codes'), query.get('hotel_plan_codes')]).toEqual([
      'non_smoking,breakfast',
      'true',
      'DBL',
      'BB',
    ]);
    expect(lastQuery().get('room_type_codes')).toBe('DBL');
    expect(lastQuery().get('filter')).toBe('non_smoking,breakfast');
  });

  it('shows only the room plans a link names', async () => {
    const flexible = roomPlanFixture({ room_plan_code: 'DBL-FLEX', room_plan_name: 'Flexible' });
    mockFetch(() => json(200, { data: searchResultFixture({ room_types: [roomTypeFixture({ room_plans: [roomPlanFixture(), flexible] })] }) }));
    const { container } = await renderResults(`${SEARCH}&room_plan_codes=DBL-FLEX`);
    expect(Array.from(container.querySelectorAll('.offer-title')).map((title) => title.textContent)).toEqual(['Flexible']);
  });
});

describe('the results filters', () => {
  it('offers the hotel filters and sold-out rooms as checkboxes that search again', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container, lastQuery } = await renderResults();
    const boxes = Array.from(container.querySelectorAll<HTMLInputElement>('.results-filters input[type="checkbox"]'));
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['Non-smoking', 'Breakfast included', 'Show sold-out rooms']);
    await click(boxes[1]!);
    await settle(6);
    expect(lastQuery().get('filter')).toBe('breakfast');
    expect(searches(requests).at(-1)!.url.searchParams.get('filter')).toBe('breakfast');
    await click(container.querySelector('input[name="is_including_occupied"]'));
    await settle(6);
    expect(searches(requests).at(-1)!.url.searchParams.get('is_including_occupied')).toBe('true');
  });

  it('lets the guest drop the room types and plans a link narrowed the search to', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container, lastQuery } = await renderResults(`${SEARCH}&room_type_codes=DBL&hotel_plan_codes=BB&filter=tatami`);
    expect(container.querySelector<HTMLInputElement>('input[value="tatami"]')!.checked).toBe(true);
    await click(buttonByText(container, 'Show all rooms and plans'));
    await settle(6);
    expect(['room_type_codes', 'hotel_plan_codes'].some((key) => lastQuery().has(key))).toBe(false);
    expect(searches(requests).at(-1)!.url.searchParams.has('room_type_codes')).toBe(false);
  });
});

describe('rooms left', () => {
  const plansResult = (rooms: ReturnType<typeof roomPlanFixture>[]) =>
    searchResultFixture({
      type: 'plans',
      room_types: [],
      plans: [{ hotel_plan_code: 'BB', plan_name: 'Bed and breakfast', description: '', meal: 'breakfast', booking_start_date: null, sale_limit: null, rooms }],
    });

  it('says how few rooms each offer of the plans view has left, tied to its Select button', async () => {
    const twin = roomPlanFixture({ room_plan_code: 'TWN-BB', room_type_code: 'TWN', room_type_name: 'Twin', room_count: 1 });
    const suite = roomPlanFixture({ room_plan_code: 'STE-BB', room_type_code: 'STE', room_type_name: 'Suite', room_count: 12 });
    mockFetch(() => json(200, { data: plansResult([roomPlanFixture({ room_count: 8, plan_stock_count: 4 }), twin, suite]) }));
    const { container } = await renderResults(`${SEARCH.replace('type=rooms', 'type=plans')}`);
    const offers = Array.from(container.querySelectorAll('.offer'));
    expect(offers.map((offer) => offer.querySelector('.badge-scarce')?.textContent ?? null)).toEqual(['Only 4 rooms left', 'Only 1 room left', null]);
    const select = buttonByText(offers[0]!, 'Select')!;
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('Only 4 rooms left');
    expect(buttonByText(offers[2]!, 'Select')!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('says it in the guest language with the same words as the room type card', async () => {
    await activateLocale('ja');
    mockFetch(() => json(200, { data: plansResult([roomPlanFixture({ room_count: 4 })]) }));
    const { container } = await renderResults(`${SEARCH.replace('type=rooms', 'type=plans')}`);
    expect(container.querySelector('.offer .badge-scarce')!.textContent).toBe('残り4室');
  });

  it('in the rooms view, says it on an offer only where its plan has fewer left than the room type', async () => {
    const limited = roomPlanFixture({ room_plan_code: 'DBL-SAVER', room_plan_name: 'Saver', room_count: 3, plan_stock_count: 2 });
    mockFetch(() => json(200, { data: searchResultFixture({ room_types: [roomTypeFixture({ room_plans: [roomPlanFixture(), limited] })] }) }));
    const { container } = await renderResults();
    expect(container.querySelector('.room-card > .room-body > .badge-scarce, .room-body > .badge-scarce')!.textContent).toBe('Only 3 rooms left');
    expect(Array.from(container.querySelectorAll('.offer')).map((offer) => offer.querySelector('.badge-scarce')?.textContent ?? null)).toEqual([
      null,
      'Only 2 rooms left',
    ]);
  });
});

describe('the default search settings', () => {
  it('start a bare search at the hotel offset, in its order, with sold-out rooms unless available rooms only', async () => {
    $settings.set({ status: 'ready', data: withDefaultSearch({ checkin_date_offset: 3, sort_order: 'recommended', available_rooms_only: false }) });
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { lastQuery } = await renderResults('code=sakura-kyoto');
    const query = searches(requests)[0]!.url.searchParams;
    expect([query.get('checkin_date'), query.get('order'), query.get('is_including_occupied')]).toEqual(['2030-06-04', 'recommended', 'true']);
    expect(lastQuery().get('is_including_occupied')).toBe('true');
  });

  it('search available rooms only where the hotel says so', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    await renderResults('code=sakura-kyoto');
    expect(searches(requests)[0]!.url.searchParams.has('is_including_occupied')).toBe(false);
  });

  it('replace dates beyond the reservable period, and yesterday unless the hotel sells it', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    await renderResults('code=sakura-kyoto&checkin=2031-06-05&checkout=2031-06-06');
    expect(searches(requests)[0]!.url.searchParams.get('checkin_date')).toBe('2030-06-01');
    unmount();
    clearResults();
    await renderResults('code=sakura-kyoto&checkin=2030-05-31&checkout=2030-06-01');
    expect(searches(requests).at(-1)!.url.searchParams.get('checkin_date')).toBe('2030-06-01');
    unmount();
    clearResults();
    $settings.set({ status: 'ready', data: withDefaultSearch({ yesterday_bookable: true }) });
    await renderResults('code=sakura-kyoto&checkin=2030-05-31&checkout=2030-06-01');
    expect(searches(requests).at(-1)!.url.searchParams.get('checkin_date')).toBe('2030-05-31');
  });
});

describe('the search form dates', () => {
  it('let a guest search again from yesterday where the hotel sells last night', async () => {
    $settings.set({ status: 'ready', data: withDefaultSearch({ yesterday_bookable: true }) });
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container, lastQuery } = await renderResults('code=sakura-kyoto&checkin=2030-05-31&checkout=2030-06-02&adults=3');
    const search = buttonByText(container, 'Search')!;
    expect(search.disabled).toBe(false);
    await click(search);
    expect([lastQuery().get('checkin'), lastQuery().get('adults')]).toEqual(['2030-05-31', '3']);
  });
});

describe('secret mode', () => {
  const secretPlan = roomPlanFixture({ room_plan_code: 'DBL-SECRET', room_plan_name: 'Secret Saver', hotel_plan_code: 'secret-saver' });

  it('asks for the promo code instead of showing rooms, then searches again with it', async () => {
    const { requests } = mockFetch((request) => {
      if (request.url.pathname.includes('/promo_codes/')) return json(200, { data: { code: 'SECRET2026', valid_until: null } });
      const unlocked = request.url.searchParams.get('promo_code') === 'SECRET2026';
      return json(200, { data: searchResultFixture({ room_types: unlocked ? [roomTypeFixture({ room_plans: [secretPlan] })] : [] }) });
    });
    const { container, lastQuery } = await renderResults(`${SEARCH}&mode=secret`);
    expect(searches(requests)[0]!.url.searchParams.get('mode')).toBe('secret');
    expect((await promoField(container)).querySelector('h2')!.textContent).toBe('Secret rates');
    expect(container.textContent).not.toContain('No rooms available');
    await typeInto(container.querySelector('#field-promo_code'), 'SECRET2026');
    await click(buttonByText(container, 'Show rates'));
    await settle(6);
    expect(lastQuery().get('promo_code')).toBe('SECRET2026');
    expect(lastQuery().get('mode')).toBe('secret');
    expect(searches(requests).at(-1)!.url.searchParams.get('promo_code')).toBe('SECRET2026');
    expect(container.querySelector('.offer-title')!.textContent).toBe('Secret Saver');
  });

  it('says a wrong code in the URL is not valid', async () => {
    mockFetch(() => json(200, { data: searchResultFixture({ room_types: [] }) }));
    const { container } = await renderResults(`${SEARCH}&mode=secret&promo_code=WRONG`);
    await promoField(container);
    expect(container.querySelector<HTMLInputElement>('#field-promo_code')!.value).toBe('WRONG');
    expect(container.querySelector('#field-promo_code-error')!.textContent).toBe('This promo code is not valid. Please check it and try again.');
    expect(container.textContent).not.toContain('No rooms available');
  });

  it('shows no promo code field outside secret mode', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults();
    expect(container.querySelector('.promo-code-field')).toBeNull();
  });
});

describe('a brand facility', () => {
  it('sends a search from the form to the brand hotel list with the same query', async () => {
    $settings.set({ status: 'ready', data: settingsFixture({ is_brand_facility: true }) });
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container, location } = await renderResults();
    await click(buttonByText(container, 'Search'));
    const [path, query] = location.history.at(-1)!.split('?');
    expect(path).toBe('/facilities');
    expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({ code: 'sakura-kyoto', checkin: '2030-06-12', checkout: '2030-06-14', adults: '2' });
  });

  it('keeps other hotels searching on their own results page', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container, location } = await renderResults();
    await click(buttonByText(container, 'Search'));
    expect(location.history.at(-1)!.startsWith('/booking/result?')).toBe(true);
  });
});

describe('the search kept per hotel for an hour', () => {
  const kept = 'code=sakura-kyoto&checkin=2030-06-20&checkout=2030-06-23&adults=3&type=plans&order=price_high_to_low&filter=breakfast';

  it('restores the hotel search of the last hour when the widget opens without one', async () => {
    mockFetch(() => json(200, { data: searchResultFixture({ type: 'plans', room_types: [] }) }));
    await renderResults(kept);
    unmount();
    clearResults();
    vi.setSystemTime(NOW.getTime() + SEARCH_STORAGE_TTL_MS - 60_000);
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture({ type: 'plans', room_types: [] }) }));
    const { lastQuery } = await renderResults('code=sakura-kyoto&parentUrl=https%3A%2F%2Fhotel.example');
    expect(Object.fromEntries(lastQuery())).toMatchObject({
      checkin: '2030-06-20',
      checkout: '2030-06-23',
      adults: '3',
      type: 'plans',
      order: 'price_high_to_low',
      filter: 'breakfast',
      parentUrl: 'https://hotel.example',
    });
    expect(searches(requests)).toHaveLength(1);
    expect(searches(requests)[0]!.url.searchParams.get('checkin_date')).toBe('2030-06-20');
  });

  it('forgets it after an hour, and keeps it per hotel code', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    await renderResults(kept);
    unmount();
    clearResults();
    vi.setSystemTime(NOW.getTime() + SEARCH_STORAGE_TTL_MS + 1000);
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    await renderResults('code=sakura-kyoto');
    expect(searches(requests)[0]!.url.searchParams.get('checkin_date')).toBe('2030-06-01');
    expect(localStorage.getItem(hotelKey('other-hotel', 'search'))).toBeNull();
  });

  it('does not replace a search the link names, and falls back to defaults when the kept one is corrupt', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    await renderResults(kept);
    unmount();
    clearResults();
    const { lastQuery } = await renderResults('code=sakura-kyoto&checkin=2030-06-05&checkout=2030-06-06');
    expect(lastQuery().get('adults')).toBe('2');
    unmount();
    clearResults();
    localStorage.setItem(hotelKey('sakura-kyoto', 'search'), '{"value": {"checkin": ');
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    await renderResults('code=sakura-kyoto');
    expect(searches(requests)[0]!.url.searchParams.get('checkin_date')).toBe('2030-06-01');
  });
});
