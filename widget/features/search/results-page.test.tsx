// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { activateLocale, chooseLocale, requestedLocale } from '../../lib/i18n.ts';
import { $selection, clearSelection } from '../../lib/selection.ts';
import { $settings } from '../../lib/settings.ts';
import { roomTypeFixture, searchResultFixture, settingsFixture } from '../../testing/fixtures.ts';
import { buttonByText, click, json, mockFetch, mount, settle } from '../../testing/render.tsx';
import { act } from 'preact/test-utils';
import { ResultsPage } from './results-page.tsx';
import { clearResults } from './search-store.ts';

const SEARCH = 'code=sakura-kyoto&checkin=2030-06-12&checkout=2030-06-14&adults=2&type=rooms&order=price_low_to_high';

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
  await settle();
  return { ...view, location };
}

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  sessionStorage.clear();
  clearSelection();
  clearResults();
  setAnalyticsSink(() => {});
  $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  $settings.set({ status: 'ready', data: settingsFixture() });
  configureApiClient({ clientSession: async () => 'cs-1', locale: requestedLocale }, { reset: true });
});
afterEach(async () => {
  unmount();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('results page', () => {
  it('shows each room type with its attributes, scarcity and plan prices for the stay', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults();
    const card = container.querySelector('article')!;
    expect(card.querySelector('h2')!.textContent).toBe('Deluxe Double');
    expect(card.textContent).toContain('Only 3 rooms left');
    expect(card.textContent).toContain('24 m²');
    expect(card.textContent).toContain('Non-smoking');
    expect(card.textContent).toContain('Free Wi-Fi');
    expect(card.textContent).toContain('Breakfast included');
    expect(card.textContent).toContain('Total for 2 nights');
    expect(card.textContent).toContain('¥26,400');
    expect(card.textContent).toContain('¥13,200 per night on average');
    expect(card.textContent).toContain('Taxes included');
  });

  it('says so when nothing is available, instead of an empty list', async () => {
    mockFetch(() => json(200, { data: searchResultFixture({ room_types: [] }) }));
    const { container } = await renderResults();
    expect(container.textContent).toContain('No rooms available for these dates');
    expect(container.querySelector('article')).toBeNull();
  });

  it('marks a sold-out room type and offers no Select button for it', async () => {
    mockFetch(() => json(200, { data: searchResultFixture({ room_types: [roomTypeFixture({ is_sold_out: true, rooms_left: 0 })] }) }));
    const { container } = await renderResults();
    expect(container.textContent).toContain('Sold out');
    expect(buttonByText(container, 'Select')).toBeNull();
  });

  it('writes invalid search values back to the URL as the defaults it used', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { location } = await renderResults('code=sakura-kyoto&checkin=2030-06-12&checkout=2030-06-14&adults=lots&kids_tiers=[oops');
    const written = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(written.get('adults')).toBe('2');
    expect(written.has('kids_tiers')).toBe(false);
    expect(requests[0]!.url.searchParams.get('rooms')).toBe('[{"adults":2,"kids_tiers":[]}]');
  });

  it('takes the chosen plan to guest details', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container, location } = await renderResults();
    await click(buttonByText(container, 'Select'));
    expect(location.history.at(-1)).toBe('/reservation/guest-detail?code=sakura-kyoto');
    expect($selection.get()).toMatchObject({ roomPlanCode: 'DBL-BB', salePrice: 26400 });
  });

  it('speaks Japanese when the guest does', async () => {
    await activateLocale('ja');
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults();
    expect(container.textContent).toContain('残り3室');
    expect(container.textContent).toContain('2泊の合計');
    expect(container.textContent).toContain('朝食付き');
    expect(container.textContent).toMatch(/[¥￥]26,400/);
  });

  it('announces the wait and then how many room types were found, politely', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(async () => {
      await held;
      return json(200, { data: searchResultFixture() });
    });
    const { container } = await renderResults();
    const status = container.querySelector('p[role="status"]')!;
    expect(status.textContent).toBe('Searching for available rooms…');
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    answer();
    await settle();
    expect(status.textContent).toBe('1 room type available');
  });

  it('changing the language keeps the search and loads the results again in it', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults();
    await act(() => chooseLocale('ja'));
    await settle();
    const last = requests.at(-1)!;
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(last.headers.get('x-locale')).toBe('ja');
    expect(last.url.searchParams.get('checkin_date')).toBe('2030-06-12');
    expect(last.url.searchParams.get('checkout_date')).toBe('2030-06-14');
    expect(container.textContent).toContain('2泊の合計');
  });
});

describe('accessible rooms', () => {
  it('lists what makes a room accessible under its own heading, in the guest’s language', async () => {
    const room = roomTypeFixture();
    room.attributes.accessibility = ['step_free_access', 'roll_in_shower', 'grab_bars'];
    mockFetch(() => json(200, { data: searchResultFixture({ room_types: [room] }) }));
    const { container } = await renderResults();
    const heading = container.querySelector('.room-accessibility h3')!;
    expect(heading.textContent).toBe('Accessibility');
    const list = container.querySelector('.room-accessibility ul')!;
    expect(list.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Step-free access', 'Roll-in shower', 'Grab bars']);
    unmount();
    await activateLocale('ja');
    const again = await renderResults();
    expect(Array.from(again.container.querySelectorAll('.room-accessibility li')).map((li) => li.textContent)).toEqual(['段差のない動線', '車いすで入れるシャワー', '手すり']);
  });

  it('says nothing about accessibility when the hotel states nothing', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults();
    expect(container.querySelector('.room-accessibility')).toBeNull();
  });

  it('filters by the features the guest ticks, in the URL and in the room search', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container, location } = await renderResults();
    const group = container.querySelector('fieldset.checkbox-group')!;
    expect(group.querySelector('legend')!.textContent).toBe('Show only rooms with:');
    const box = (label: string) => Array.from(group.querySelectorAll('label')).find((l) => l.textContent === label)!.querySelector('input')!;
    await click(box('Roll-in shower'));
    await click(box('Step-free access'));
    await act(() => {
      container.querySelector('form.search-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    const written = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(written.get('accessibility')).toBe('step_free_access,roll_in_shower');
    expect(requests.at(-1)!.url.searchParams.get('accessibility')).toBe('step_free_access,roll_in_shower');
  });

  it('opens the filter with the features of a search that already uses them', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults(`${SEARCH}&accessibility=hearing_loop`);
    expect(container.querySelector('details.search-accessibility')!.hasAttribute('open')).toBe(true);
    const checked = Array.from(container.querySelectorAll<HTMLInputElement>('input[name="accessibility"]:checked')).map((input) => input.value);
    expect(checked).toEqual(['hearing_loop']);
    expect(requests[0]!.url.searchParams.get('accessibility')).toBe('hearing_loop');
  });

  it('offers to drop the filter when no room has every feature chosen', async () => {
    mockFetch(() => json(200, { data: searchResultFixture({ room_types: [] }) }));
    const { container, location } = await renderResults(`${SEARCH}&accessibility=hearing_loop,lowered_bed`);
    expect(container.textContent).toContain('No available room has every accessibility feature you chose.');
    await click(buttonByText(container, 'Show rooms without the accessibility filter'));
    expect(new URLSearchParams(location.history.at(-1)!.split('?')[1]).has('accessibility')).toBe(false);
  });
});
