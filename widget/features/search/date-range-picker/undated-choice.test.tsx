// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setAnalyticsSink } from '../../../lib/analytics.ts';
import { configureApiClient } from '../../../lib/api-client.ts';
import { $startup } from '../../../lib/context.ts';
import { addDays, todayIn } from '../../../lib/dates.ts';
import { activateLocale, requestedLocale } from '../../../lib/i18n.ts';
import { $selection, clearSelection } from '../../../lib/selection.ts';
import { $settings } from '../../../lib/settings.ts';
import { roomPlanFixture, roomTypeFixture, searchResultFixture, settingsFixture } from '../../../testing/fixtures.ts';
import { buttonByText, click, json, mockFetch, mount, settle, type Recorded } from '../../../testing/render.tsx';
import { ResultsPage } from '../results-page.tsx';
import { clearResults, clearRoomChoice } from '../search-store.ts';
import { calendarAnswer } from './calendar-test-data.ts';
import { $priceCalendar } from './price-calendar-store.ts';

// the cheapest stay of the plan: two nights ten days from today at the hotel
const first = addDays(todayIn('Asia/Tokyo'), 10);
const undatedResult = searchResultFixture({
  search_type: 'undated',
  nights: 2,
  room_types: [
    roomTypeFixture({
      room_plans: [
        roomPlanFixture({
          nightly_prices: [
            { date: first, price: 12000 },
            { date: addDays(first, 1), price: 14400 },
          ],
        }),
      ],
    }),
  ],
});

let unmount = () => {};
beforeAll(() => activateLocale('en'));
beforeEach(() => {
  sessionStorage.clear();
  clearSelection();
  clearResults();
  clearRoomChoice();
  $priceCalendar.set({});
  setAnalyticsSink(() => {});
  $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  $settings.set({ status: 'ready', data: settingsFixture() });
  configureApiClient({ clientSession: async () => 'cs-1', locale: requestedLocale }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function press(key: string) {
  await act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('choosing a plan in a search without dates', () => {
  it('asks the dates in that room plan’s calendar, open at its cheapest stay, then searches those dates for it', async () => {
    const calendar = calendarAnswer();
    const { requests } = mockFetch((request: Recorded) =>
      request.url.pathname.endsWith('/availability') ? calendar(request) : json(200, { data: undatedResult }),
    );
    const location = memoryLocation({
      path: '/booking/result?code=sakura-kyoto&search_type=undated&nights=2&adults=2&type=rooms&order=price_low_to_high',
      record: true,
    });
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/booking/result" component={ResultsPage} />
        </Router>
      </I18nProvider>,
    );
    unmount = view.unmount;
    await settle();
    const search = requests.find((r) => r.url.pathname.endsWith('/rooms'))!;
    expect(search.url.searchParams.get('search_type')).toBe('undated');
    expect(search.url.searchParams.get('nights')).toBe('2');
    expect(search.url.searchParams.has('checkin_date')).toBe(false);

    // the result list and the calendar are lazy modules: loading them takes a while on a busy machine
    await vi.waitFor(() => expect(buttonByText(view.container, 'Select')).not.toBeNull(), { timeout: 10_000 });
    await click(buttonByText(view.container, 'Select'));
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull(), { timeout: 10_000 });
    await settle();
    // nothing is chosen for checkout until the dates are
    expect($selection.get()).toBeNull();
    expect(view.container.querySelector('.undated-choice h2')!.textContent).toBe('Choose your dates for Deluxe Double, Bed and breakfast');
    const asked = requests.find((r) => r.url.pathname.endsWith('/availability'))!;
    expect(asked.url.searchParams.get('room_plan_codes')).toBe('DBL-BB');
    expect((document.activeElement as HTMLElement).getAttribute('data-date')).toBe(first);

    await press('Enter');
    for (let i = 0; i < 3; i++) await press('ArrowRight');
    await press('Enter');
    await settle();
    const next = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(next.get('checkin')).toBe(first);
    expect(next.get('checkout')).toBe(addDays(first, 3));
    expect(next.has('search_type')).toBe(false);
    expect(next.get('room_type_codes')).toBe('DBL');
    expect(next.get('hotel_plan_codes')).toBe('BB');
  });
});
