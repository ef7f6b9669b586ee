// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { $selection, clearSelection } from '../../lib/selection.ts';
import { $settings } from '../../lib/settings.ts';
import { roomTypeFixture, searchResultFixture, settingsFixture } from '../../testing/fixtures.ts';
import { buttonByText, click, json, mockFetch, mount, settle } from '../../testing/render.tsx';
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
  $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null });
  $settings.set({ status: 'ready', data: settingsFixture() });
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => i18n.locale }, { reset: true });
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
});
