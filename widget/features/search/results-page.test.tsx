// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { activateLocale, chooseLocale, loadResultsText, requestedLocale } from '../../lib/i18n.ts';
import { $selection, clearSelection } from '../../lib/selection.ts';
import { $settings } from '../../lib/settings.ts';
import { multiRoomSettingsFixture, policyFixture, roomPlanFixture, roomTypeFixture, searchResultFixture, settingsFixture } from '../../testing/fixtures.ts';
import { buttonByText, choose, click, json, mockFetch, mount, settle } from '../../testing/render.tsx';
import { act } from 'preact/test-utils';
import { openGuests, step, stepperButtons, stepperValue } from './guests-testing.ts';
import { ResultsPage } from './results-page.tsx';
import { clearResults, clearRoomChoice } from './search-store.ts';

const SEARCH = 'code=sakura-kyoto&checkin=2030-06-12&checkout=2030-06-14&adults=2&type=rooms&order=price_low_to_high';

let unmount = () => {};

async function renderResults(search = SEARCH, notices?: (checkin: string) => ReactNode) {
  const location = memoryLocation({ path: `/booking/result?${search}`, record: true });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/booking/result">{() => <ResultsPage {...(notices ? { notices } : {})} />}</Route>
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle();
  return { ...view, location };
}

beforeAll(async () => {
  await activateLocale('en');
  // what the page loads on demand with the results, transformed once here, not inside a test's settling
  await Promise.all([import('./result-list.tsx'), import('./plan-selection.ts'), loadResultsText()]);
});
beforeEach(() => {
  // the searches below lie within the hotel's reservable period (12 months) from this day
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-01T03:00:00Z'));
  sessionStorage.clear();
  localStorage.clear();
  clearSelection();
  clearResults();
  clearRoomChoice();
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

describe('results page', () => {
  it('shows the hotel’s payment promotion only on plans paid by card, within its target', async () => {
    const card = roomPlanFixture({ room_plan_code: 'DBL-BB', hotel_plan_code: 'BB', payment_types: ['on_site', 'credit_card'] });
    const excluded = roomPlanFixture({
      room_plan_code: 'DBL-EB',
      hotel_plan_code: 'EB',
      room_plan_name: 'Early bird',
      payment_types: ['on_site', 'credit_card'],
    });
    const atHotel = roomPlanFixture({ room_plan_code: 'DBL-RO', hotel_plan_code: 'RO', room_plan_name: 'Room only', payment_types: ['on_site'] });
    mockFetch(() =>
      json(200, {
        data: searchResultFixture({
          room_types: [roomTypeFixture({ room_plans: [card, excluded, atHotel] })],
          payment_promotion_info: { target_mode: 'exclude', hotel_plan_codes: ['EB'], name: '5% off when you pay by card', discount_percent: 5 },
        }),
      }),
    );
    const { container } = await renderResults();
    const offers = Array.from(container.querySelectorAll('.offer'));
    expect(offers.map((offer) => offer.querySelector('.badge-promotion')?.textContent ?? null)).toEqual(['5% off when you pay by card', null, null]);
  });

  it('marks a member rate as such, in the guest’s language, and no other rate', async () => {
    const member = roomPlanFixture({ room_plan_code: 'DBL-MB', hotel_plan_code: 'MB', room_plan_name: 'Member rate (10% off)', rate_visibility: 'member' });
    const secret = roomPlanFixture({ room_plan_code: 'DBL-SC', hotel_plan_code: 'SC', room_plan_name: 'Secret rate', rate_visibility: 'secret' });
    const everyone = roomPlanFixture({ room_plan_code: 'DBL-RO', hotel_plan_code: 'RO', room_plan_name: 'Room only' });
    mockFetch(() => json(200, { data: searchResultFixture({ room_types: [roomTypeFixture({ room_plans: [member, secret, everyone] })] }) }));
    const { container } = await renderResults();
    const badges = () => Array.from(container.querySelectorAll('.offer')).map((offer) => offer.querySelector('.badge-member')?.textContent ?? null);
    expect(badges()).toEqual(['Member rate', null, null]);
    unmount();
    await activateLocale('ja');
    const again = await renderResults();
    expect(Array.from(again.container.querySelectorAll('.badge-member')).map((badge) => badge.textContent)).toEqual(['会員料金']);
  });

  it('says each offer’s cancellation terms in one line, and a plan’s name and meals once', async () => {
    const nonRefundableId = '0b6f6c1e-8d2a-4f0e-9a43-3c2d1e0f9a8b';
    const standard = roomPlanFixture();
    const roomOnly = roomPlanFixture({
      room_plan_code: 'DBL-RO',
      hotel_plan_code: 'RO',
      room_plan_name: 'Room only',
      meal: 'none',
      cancellation_policy_id: nonRefundableId,
    });
    const { id, cancellation_policy_parts, no_show_percentage_of_cost } = policyFixture();
    const eveningId = '5d2e7c1a-9b3f-4e8d-a6c5-2f1e0d9c8b7a';
    const evening = roomPlanFixture({ room_plan_code: 'DBL-EV', hotel_plan_code: 'EV', room_plan_name: 'Flexible', cancellation_policy_id: eveningId });
    mockFetch(() =>
      json(200, {
        data: searchResultFixture({
          room_types: [roomTypeFixture({ room_plans: [standard, roomOnly, evening] })],
          cancellation_policies: [
            { id: eveningId, cancellation_policy_parts: [{ days_before: 4, hours_after: 18, percentage_of_cost: 30 }], no_show_percentage_of_cost: 100 },
            { id, cancellation_policy_parts, no_show_percentage_of_cost },
            {
              id: nonRefundableId,
              cancellation_policy_parts: [{ days_before: 999, hours_after: null, percentage_of_cost: 100 }],
              no_show_percentage_of_cost: 100,
            },
          ],
        }),
      }),
    );
    const { container } = await renderResults();
    const offers = Array.from(container.querySelectorAll('.offer'));
    // check-in Wed 12 June 2030; 30% from 3 days before: free until Sat 8 June
    // a tier from 18:00 four days before: free until that hour of Sat 8 June
    expect(offers.map((offer) => offer.querySelector('.offer-cancellation')?.textContent)).toEqual([
      'Free cancellation until Sat, Jun 8',
      'Non-refundable',
      'Free cancellation until Sat, Jun 8, 6:00 PM',
    ]);
    expect(offers[1]!.querySelector('.offer-title')!.textContent).toBe('Room only');
    expect(offers[1]!.querySelector('.offer-meal')).toBeNull();
    expect(offers[0]!.querySelector('.offer-meal')!.textContent).toBe('Breakfast included');
  });

  it('says a plan’s meals once in the plans view, not on each of its rooms', async () => {
    const plan = { hotel_plan_code: 'RO', plan_name: 'Room only', description: '', meal: 'none' as const, booking_start_date: null, sale_limit: null };
    const rooms = [
      roomPlanFixture({ room_plan_code: 'DBL-RO', meal: 'none' }),
      roomPlanFixture({ room_plan_code: 'TWN-RO', room_type_name: 'Twin', meal: 'none' }),
    ];
    mockFetch(() => json(200, { data: searchResultFixture({ type: 'plans', room_types: [], plans: [{ ...plan, rooms }] }) }));
    const { container } = await renderResults(SEARCH.replace('type=rooms', 'type=plans'));
    const card = container.querySelector('.plan-card')!;
    expect(card.querySelector('h2')!.textContent).toBe('Room only');
    expect(card.textContent!.match(/Room only/g)).toHaveLength(1);
  });

  it('shows the hotel’s notices for the searched check-in below the form', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults(SEARCH, (checkin) => <p class="test-notices">notices for {checkin}</p>);
    const notices = container.querySelector('.test-notices')!;
    expect(notices.textContent).toBe('notices for 2030-06-12');
    expect(notices.compareDocumentPosition(container.querySelector('form')!) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

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
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/reservation/guest-detail?code=sakura-kyoto'));
    expect($selection.get()).toMatchObject({ rooms: [{ roomPlanCode: 'DBL-BB', salePrice: 26400 }] });
    expect(container.querySelector('.room-selection')).toBeNull();
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
    expect(Array.from(again.container.querySelectorAll('.room-accessibility li')).map((li) => li.textContent)).toEqual([
      '段差のない動線',
      '車いすで入れるシャワー',
      '手すり',
    ]);
  });

  it('says nothing about accessibility when the hotel states nothing', async () => {
    mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults();
    expect(container.querySelector('.room-accessibility')).toBeNull();
  });

  it('filters by the features the guest ticks, in the URL and in the room search', async () => {
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container, location } = await renderResults();
    await openGuests();
    const group = container.querySelector('fieldset.checkbox-group')!;
    expect(group.querySelector('legend')!.textContent).toBe('Show only rooms with:');
    const box = (label: string) =>
      Array.from(group.querySelectorAll('label'))
        .find((l) => l.textContent === label)!
        .querySelector('input')!;
    await click(box('Roll-in shower'));
    await click(box('Step-free access'));
    // the guests line tells the needs chosen, as they narrow the search
    expect(document.getElementById('guests-button')!.textContent).toBe('2 adults, 2 accessibility needs');
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
    expect(document.getElementById('guests-button')!.textContent).toBe('2 adults, 1 accessibility need');
    await openGuests();
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

describe('searching several rooms', () => {
  const TWO = `code=sakura-kyoto&checkin=2030-06-12&checkout=2030-06-14&rooms=${encodeURIComponent(
    JSON.stringify([
      { adults: 2, kids_tiers: [] },
      { adults: 1, kids_tiers: [{ code: 'A', count: 1 }] },
    ]),
  )}&type=rooms&order=price_low_to_high`;
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
  const double = roomPlanFixture({ room_prices: [price(26400), null] });
  const twin = roomPlanFixture({
    room_plan_code: 'TWN-RO',
    room_type_code: 'TWN',
    hotel_plan_code: 'RO',
    room_type_name: 'Twin',
    room_plan_name: 'Room only',
    meal: 'none',
    room_prices: [price(22000), price(19800)],
    room_count: 2,
  });
  const twinFlex = roomPlanFixture({
    room_plan_code: 'TWN-FX',
    room_type_code: 'TWN',
    hotel_plan_code: 'FX',
    room_type_name: 'Twin',
    room_plan_name: 'Flexible',
    meal: 'none',
    room_prices: [price(24200), price(22000)],
    room_count: 2,
    cancellation_policy_id: 'other-policy',
  });
  const result = () =>
    searchResultFixture({
      rooms: [
        { adults: 2, kids_tiers: [], children_ages: [], adult_companion: 0, kid_tier_A_companion: 0 },
        { adults: 1, kids_tiers: [{ code: 'A', count: 1 }], children_ages: [], adult_companion: 0, kid_tier_A_companion: 0 },
      ],
      room_types: [
        roomTypeFixture({ room_plans: [double] }),
        roomTypeFixture({ room_type_code: 'TWN', room_type_name: 'Twin', rooms_left: 2, room_plans: [twin, twinFlex] }),
      ],
    });
  // the offers' actions and the rooms panel of a search of several rooms load on demand
  async function renderRooms(search: string) {
    const view = await renderResults(search);
    await vi.waitFor(() => expect(view.container.querySelector('section.room-selection')).not.toBeNull());
    await settle();
    return view;
  }
  const offer = (container: HTMLElement, planName: string) =>
    Array.from(container.querySelectorAll('li.offer')).find((li) => li.textContent!.includes(planName)) as HTMLElement;

  beforeEach(() => $settings.set({ status: 'ready', data: multiRoomSettingsFixture(3) }));

  it('gives each room its own fieldset, adds rooms up to the limit and removes them, moving focus', async () => {
    const { requests } = mockFetch(() => json(200, { data: result() }));
    const { container, location } = await renderResults();
    const legends = () => Array.from(container.querySelectorAll('fieldset.search-room legend')).map((l) => l.textContent);
    await openGuests();
    expect(legends()).toEqual(['Room 1']);
    await click(buttonByText(container, 'Add a room'));
    expect(legends()).toEqual(['Room 1', 'Room 2']);
    expect(document.activeElement?.id).toBe('field-room2-adults');
    await click(buttonByText(container, 'Add a room'));
    expect(buttonByText(container, 'Add a room')).toBeNull(); // limit 3
    await click(buttonByText(container, 'Remove room 3'));
    expect(document.activeElement?.id).toBe('search-add-room');
    await step('room2-kids-A', 'more');
    await step('room2-adults', 'fewer');
    expect(document.getElementById('guests-button')!.textContent).toBe('2 rooms, 3 adults, 1 child');
    await act(() => {
      container.querySelector('form.search-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    const written = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(JSON.parse(written.get('rooms')!)).toEqual([
      { adults: 2, kids_tiers: [] },
      { adults: 1, kids_tiers: [{ code: 'A', count: 1 }] },
    ]);
    expect(written.has('adults')).toBe(false);
    expect(JSON.parse(requests.at(-1)!.url.searchParams.get('rooms')!)).toHaveLength(2);
  });

  it('offers only as many children as the adults may bring and the room holds', async () => {
    $settings.set({ status: 'ready', data: multiRoomSettingsFixture(3, { max_children_per_adult: 1 }) });
    mockFetch(() => json(200, { data: searchResultFixture() }));
    await renderResults(SEARCH.replace('adults=2', 'adults=1'));
    await openGuests();
    const disabled = (id: string) => stepperButtons(id).map((button) => button.getAttribute('aria-disabled') === 'true');
    expect(disabled('kids-A')).toEqual([true, false]);
    await step('kids-A', 'more', 2);
    expect(stepperValue('kids-A')).toBe(1);
    expect(disabled('kids-A')).toEqual([false, true]);
    expect(disabled('kids-B')).toEqual([true, true]);
    // one adult for the child: no fewer; 6 guests with the child: 5 adults at most
    expect(disabled('adults')).toEqual([true, false]);
    await step('adults', 'more', 6);
    expect(stepperValue('adults')).toBe(5);
    expect(disabled('adults')).toEqual([false, true]);
  });

  it('asks the age at check-out of each child where the hotel asks ages', async () => {
    $settings.set({
      status: 'ready',
      data: multiRoomSettingsFixture(3, { kids_setting: { kids_type: 'ages', accept_type: 'accept', shared_bed_type: 'accept' } }),
    });
    const { requests } = mockFetch(() => json(200, { data: searchResultFixture() }));
    const { container } = await renderResults();
    await openGuests();
    await step('children', 'more', 2);
    const age = container.querySelector<HTMLSelectElement>('#field-child-age-2')!;
    expect(container.querySelector('label[for="field-child-age-2"]')!.textContent).toContain('Child 2: age at check-out');
    expect(
      Array.from(age.options)
        .map((o) => o.value)
        .slice(1),
    ).toEqual(Array.from({ length: 18 }, (_, i) => String(i)));
    // done with the chooser, the ages still to choose: the search opens it again at the first one
    await click(buttonByText(container, 'Done'));
    expect(container.querySelector('.guests-chooser')).toBeNull();
    expect(document.activeElement?.id).toBe('guests-button');
    const submit = () =>
      act(() => {
        container.querySelector('form.search-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    await submit();
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('field-child-age-1'));
    expect(container.textContent).toContain("Please choose the child's age at check-out.");
    await choose(container.querySelector('#field-child-age-1'), '4');
    await choose(container.querySelector('#field-child-age-2'), '9');
    await submit();
    await settle();
    expect(JSON.parse(requests.at(-1)!.url.searchParams.get('rooms')!)).toEqual([{ adults: 2, kids_tiers: [], children_ages: [4, 9] }]);
  });

  it('fills each room from the offers, counts and removes them per offer, totals the stay, and continues once every room is chosen', async () => {
    mockFetch(() => json(200, { data: result() }));
    const { container, location } = await renderRooms(TWO);
    const panel = container.querySelector<HTMLElement>('section.room-selection')!;
    expect(panel.getAttribute('aria-labelledby')).toBe('room-selection-title');
    expect(Array.from(panel.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      expect.stringContaining('Choose a room'),
      expect.stringContaining('Choose a room'),
    ]);
    const continueButton = buttonByText(panel, 'Continue to checkout')!;
    expect(continueButton.disabled).toBe(true);

    await click(buttonByText(offer(container, 'Room only'), 'Select'));
    expect(buttonByText(offer(container, 'Room only'), '1 selected')).not.toBeNull();
    // room 1 took the twin; the double cannot take room 2 (a child)
    expect(buttonByText(offer(container, 'Bed and breakfast'), 'Select')!.disabled).toBe(true);
    expect(panel.querySelector('li')!.textContent).toContain('Twin, Room only');
    await click(buttonByText(offer(container, 'Room only'), 'Select'));
    expect(buttonByText(offer(container, 'Room only'), '2 selected')).not.toBeNull();
    const live = panel.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toContain('¥41,800');
    await click(buttonByText(offer(container, 'Room only'), 'Remove one'));
    expect(panel.querySelectorAll('li')[1]!.textContent).toContain('Choose a room');
    expect(live.textContent).toContain('¥22,000');

    // a plan under another cancellation policy: warned, and no checkout
    await click(buttonByText(offer(container, 'Flexible'), 'Select'));
    expect(panel.querySelector('[role="alert"]')!.textContent).toContain('different cancellation policies');
    expect(continueButton.disabled).toBe(true);
    await click(buttonByText(offer(container, 'Flexible'), 'Remove one'));
    await click(buttonByText(offer(container, 'Room only'), 'Select'));
    expect(panel.querySelector('[role="alert"]')).toBeNull();
    expect(buttonByText(offer(container, 'Flexible'), 'Select')!.disabled).toBe(true); // no twin left
    expect(offer(container, 'Flexible').textContent).toContain('No more rooms of this type are left.');

    await click(continueButton);
    expect(location.history.at(-1)).toBe('/reservation/guest-detail?code=sakura-kyoto');
    expect($selection.get()!.rooms.map((r) => [r.roomIndex, r.roomPlanCode, r.numberOfAdults, r.salePrice])).toEqual([
      [0, 'TWN-RO', 2, 22000],
      [1, 'TWN-RO', 1, 19800],
    ]);
  });

  it('on a phone keeps the rooms chosen, the total and Continue in a bar that appears with the first room and continues as the panel does', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
    mockFetch(() => json(200, { data: result() }));
    const { container, location } = await renderRooms(TWO);
    const bar = container.querySelector<HTMLElement>('.summary-bar')!;
    // its place is held from the start, so nothing moves when it appears
    expect(bar.classList.contains('summary-bar-hidden')).toBe(true);
    await click(buttonByText(offer(container, 'Room only'), 'Select'));
    expect(bar.classList.contains('summary-bar-hidden')).toBe(false);
    expect(bar.querySelector('.summary-bar-status')!.textContent).toBe('1 of 2 rooms chosen');
    expect(bar.querySelector('.summary-bar-total')!.textContent).toBe('Total ¥22,000');
    const barContinue = bar.querySelector('button')!;
    expect(barContinue.textContent).toBe('Continue to checkout');
    expect(barContinue.disabled).toBe(true);
    // a plan under another cancellation policy: the bar says why Continue stays off
    await click(buttonByText(offer(container, 'Flexible'), 'Select'));
    expect(bar.querySelector('.summary-bar-status')!.textContent).toBe('Choose plans with the same cancellation policy');
    expect(barContinue.disabled).toBe(true);
    await click(buttonByText(offer(container, 'Flexible'), 'Remove one'));
    await click(buttonByText(offer(container, 'Room only'), 'Select'));
    expect(bar.querySelector('.summary-bar-status')!.textContent).toBe('2 of 2 rooms chosen');
    expect(bar.querySelector('.summary-bar-total')!.textContent).toBe('Total ¥41,800');
    await click(barContinue);
    expect(location.history.at(-1)).toBe('/reservation/guest-detail?code=sakura-kyoto');
    expect($selection.get()!.rooms.map((r) => r.roomPlanCode)).toEqual(['TWN-RO', 'TWN-RO']);
  });

  it('shows the total without tax and the tax where the hotel shows prices before tax', async () => {
    $settings.set({ status: 'ready', data: multiRoomSettingsFixture(3, { show_prices_tax_included: false }) });
    mockFetch(() => json(200, { data: result() }));
    const { container } = await renderRooms(TWO);
    await click(buttonByText(offer(container, 'Room only'), 'Select'));
    const live = container.querySelector('section.room-selection [aria-live="polite"]')!;
    expect(live.textContent).toContain('¥20,000');
    expect(live.textContent).toContain('plus taxes ¥2,000');
  });
});
