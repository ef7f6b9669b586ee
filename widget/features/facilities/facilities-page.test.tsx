// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BrandHotel, BrandHotelsPage } from '../../../shared/api/facilities.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { settingsFixture } from '../../testing/fixtures.ts';
import { buttonByText, click, envelope, json, mockFetch, mount, settle, type Recorded } from '../../testing/render.tsx';
import { FacilitiesPage } from './facilities-page.tsx';
import { $facilities } from './facilities-store.ts';

function hotel(overrides: Partial<BrandHotel>): BrandHotel {
  return {
    id: 'h-1',
    code: 'sakura-kyoto',
    name: 'Hotel Sakura Kyoto',
    description: 'By the river.',
    address: '1 Demo-cho, Kyoto',
    currency: 'JPY',
    tax_included: true,
    lowest_price: 27500,
    lowest_price_without_tax: 25000,
    is_sold_out: false,
    ...overrides,
  };
}
const KYOTO = hotel({});
const OSAKA = hotel({ id: 'h-2', code: 'sakura-osaka', name: 'Hotel Sakura Osaka', lowest_price: null, lowest_price_without_tax: null, is_sold_out: true });
const NARA = hotel({ id: 'h-3', code: 'sakura-nara', name: 'Hotel Sakura Nara', tax_included: false, lowest_price: 22000, lowest_price_without_tax: 20000 });

function pageOf(hotels: BrandHotel[], page: number, totalPages: number, total: number): { data: BrandHotelsPage } {
  return { data: { brand: { id: 'b-1', code: 'sakura', name: 'Sakura Hotels' }, hotels, meta: { page, total_pages: totalPages, total_entries: total } } };
}
/** The brand's three hotels over two pages. */
const twoPages = (request: Recorded) =>
  request.url.searchParams.get('page') === '2' ? json(200, pageOf([NARA], 2, 2, 3)) : json(200, pageOf([KYOTO, OSAKA], 1, 2, 3));

let unmount = () => {};
let location: ReturnType<typeof memoryLocation>;
async function renderAt(search: string) {
  location = memoryLocation({ path: `/facilities?${search}`, record: true });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/facilities" component={FacilitiesPage} />
        <Route path="/booking/result">results</Route>
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle();
  return view.container;
}
const SEARCH = 'code=sakura-kyoto&checkin=2030-06-12&checkout=2030-06-14&adults=2&utm_source=mail';
const names = (root: Element) => Array.from(root.querySelectorAll('.facility-name')).map((h) => h.textContent);

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  $facilities.set({ status: 'idle' });
  $settings.set({ status: 'ready', data: settingsFixture() });
  $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: 'https://hotel.example', embed: 'inline', closable: false, locale: null, chatbot: false });
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('brand facility list', () => {
  it('fetches every page of the brand’s hotels priced for the search and shows each as a card', async () => {
    const { requests } = mockFetch(twoPages);
    const container = await renderAt(SEARCH);
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/v1/hotel_brands/b-1/hotels', '/api/v1/hotel_brands/b-1/hotels']);
    expect(requests.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
    const query = requests[0]!.url.searchParams;
    expect(query.get('is_including_lowest_price')).toBe('true');
    expect([query.get('checkin_date'), query.get('checkout_date'), query.get('rooms')]).toEqual(['2030-06-12', '2030-06-14', '[{"adults":2,"kids_tiers":[]}]']);
    expect(names(container)).toEqual(['Hotel Sakura Kyoto', 'Hotel Sakura Osaka', 'Hotel Sakura Nara']);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('3 hotels found');
    const [kyoto, osaka, nara] = Array.from(container.querySelectorAll('.facility-card'));
    expect(kyoto!.querySelector('.facility-address')!.textContent).toBe('1 Demo-cho, Kyoto');
    expect(kyoto!.querySelector('.facility-from')!.textContent!.replace(/\s/g, ' ')).toMatch(/^From ¥27,500$/);
    expect(kyoto!.querySelector('.facility-price-note')!.textContent).toBe('Total for 2 nights, tax included');
    expect(osaka!.querySelector('.badge-sold-out')!.textContent).toBe('Sold out');
    expect(osaka!.querySelector('.facility-from')).toBeNull();
    // a hotel that shows prices before tax gets its price before tax
    expect(nara!.querySelector('.facility-from')!.textContent).toContain('20,000');
    expect(nara!.querySelector('.facility-price-note')!.textContent).toBe('Total for 2 nights, before tax');
  });

  it('sums up the search: dates, nights and guests', async () => {
    mockFetch(twoPages);
    const container = await renderAt(`${SEARCH}&kids_tiers=${encodeURIComponent('[{"code":"A","count":1}]')}&room_count=2`);
    const summary = container.querySelector('.facilities-summary')!;
    expect(Array.from(summary.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual([
      'Wed, Jun 12, 2030',
      'Fri, Jun 14, 2030',
      '2 nights',
      '2 rooms, 4 adults, and 2 children',
    ]);
  });

  it('opens the rooms of this hotel with the same search', async () => {
    mockFetch(twoPages);
    const container = await renderAt(SEARCH);
    await click(buttonByText(container.querySelectorAll('.facility-card')[0]!, 'See rooms'));
    expect(location.history.at(-1)).toBe(`/booking/result?${SEARCH}`);
  });

  it('starts the widget afresh for another hotel’s rooms, keeping the search and the embedding', async () => {
    mockFetch(twoPages);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const container = await renderAt(SEARCH);
    const button = buttonByText(container.querySelectorAll('.facility-card')[2]!, 'See rooms')!;
    expect(button.textContent).toBe('See rooms at Hotel Sakura Nara');
    await click(button);
    const url = new URL(String(assign.mock.calls[0]![0]), 'http://widget.test');
    expect(url.pathname).toMatch(/\/booking\/result$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code: 'sakura-nara',
      checkin: '2030-06-12',
      checkout: '2030-06-14',
      adults: '2',
      utm_source: 'mail',
      parentUrl: 'https://hotel.example',
      embed: 'inline',
    });
  });

  it('says what went wrong and tries again on request', async () => {
    let fail = true;
    mockFetch((request) => (fail ? json(500, envelope(500, '3203', 'Processing error')) : twoPages(request)));
    const container = await renderAt(SEARCH);
    expect(container.querySelector('[role="alert"]')!.textContent).toContain('We could not process your request. Please try again.');
    fail = false;
    await click(buttonByText(container, 'Try again'));
    await settle();
    expect(names(container)).toHaveLength(3);
  });

  it('says so when the brand has no hotels to show', async () => {
    mockFetch(() => json(200, pageOf([], 1, 0, 0)));
    const container = await renderAt(SEARCH);
    expect(container.querySelector('.empty-state h2')!.textContent).toBe('No hotels to show');
  });

  it('shows a wait while the hotels load', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    const container = await renderAt(SEARCH);
    expect(container.querySelector('.facilities')!.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[role="status"]')!.textContent).toBe('Finding hotels…');
  });
});
