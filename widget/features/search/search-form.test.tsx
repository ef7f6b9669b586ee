// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { $interactive } from '../../lib/interactive.ts';
import { multiRoomSettingsFixture, settingsFixture } from '../../testing/fixtures.ts';
import { buttonByText, choose, click, mockFetch, mount, settle } from '../../testing/render.tsx';
import { calendarAnswer } from './date-range-picker/calendar-test-data.ts';
import { openGuests, step } from './guests-testing.ts';
import { $priceCalendar } from './date-range-picker/price-calendar-store.ts';
import { lastCheckinDate, SearchForm } from './search-form.tsx';
import type { SearchParams } from './search-params.ts';

const PARAMS: SearchParams = {
  checkin: '2030-06-12',
  checkout: '2030-06-14',
  rooms: [{ adults: 2, kidsTiers: [{ code: 'A', count: 1 }], childrenAges: [] }],
  type: 'rooms',
  order: 'price_low_to_high',
  accessibility: [],
};

const TWO_ADULTS: SearchParams = { ...PARAMS, rooms: [{ adults: 2, kidsTiers: [], childrenAges: [] }] };

let unmount = () => {};
async function renderForm(settings = settingsFixture(), params: SearchParams = PARAMS) {
  const fetched = mockFetch(calendarAnswer());
  const onSearch = vi.fn();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <SearchForm params={params} settings={settings} today="2030-06-10" onSearch={onSearch} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  return { ...view, ...fetched, onSearch };
}
async function press(key: string) {
  await act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}
const summary = () => document.getElementById('guests-button') as HTMLButtonElement;
const trigger = () => document.querySelector<HTMLButtonElement>('.drp-trigger')!;

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  $priceCalendar.set({});
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('search form, first screen', () => {
  it('marks the widget interactive once it is rendered with its dates and search button', async () => {
    $interactive.set(false);
    const seen: boolean[] = [];
    const stop = $interactive.listen((value) => seen.push(value));
    await renderForm();
    expect(trigger()).not.toBeNull();
    expect(buttonByText(document, 'Search')!.disabled).toBe(false);
    expect(seen).toEqual([true]);
    stop();
  });
});

describe('search form dates', () => {
  it('chooses the stay in the price calendar for the guests of the form, and searches it', async () => {
    const { container, onSearch, requests } = await renderForm();
    expect(container.querySelector('input[type="date"]')).toBeNull();
    trigger().focus();
    await click(trigger());
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    await settle();
    // the calendar prices the form's guests
    expect(JSON.parse(requests[0]!.url.searchParams.get('rooms')!)).toEqual([{ adults: 2, kids_tiers: [{ code: 'A', count: 1 }], children_ages: [] }]);
    await press('ArrowDown');
    await press('Enter');
    for (let i = 0; i < 3; i++) await press('ArrowRight');
    await press('Enter');
    expect(trigger().textContent).toContain('Wed, Jun 19 – Sat, Jun 22');
    expect(trigger().textContent).toContain('3 nights');
    await click(container.querySelector('button[type="submit"]'));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ checkin: '2030-06-19', checkout: '2030-06-22' }));
  });

  it('offers check-in dates up to the end of the reservable period only', async () => {
    await renderForm(settingsFixture({ reservable_period_months: 1 }));
    trigger().focus();
    await click(trigger());
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    await settle();
    expect(document.querySelector('td[data-date="2030-07-10"]')!.getAttribute('aria-disabled')).not.toBe('true');
    expect(document.querySelector('td[data-date="2030-07-11"]')!.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('search form day use', () => {
  it('offers day use only where the hotel sells it', async () => {
    const { container } = await renderForm();
    expect(container.querySelector('.search-day-use')).toBeNull();
  });

  it('asks one date for day use, priced from day-use plans, and searches check-out on that date', async () => {
    const { container, onSearch, requests } = await renderForm(settingsFixture({ day_use_search_active: true }));
    const toggle = container.querySelector<HTMLInputElement>('.search-day-use input[type="checkbox"]')!;
    expect(toggle.closest('label')!.textContent).toBe('Day use (no overnight stay)');
    await click(toggle);
    expect(toggle.checked).toBe(true);
    expect(trigger().textContent).toBe('Wed, Jun 12');
    trigger().focus();
    await click(trigger());
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    await settle();
    expect(requests[0]!.url.searchParams.get('is_day_use')).toBe('true');
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('Lowest day-use price for your guests');
    await press('ArrowRight');
    await press('Enter');
    await click(container.querySelector('button[type="submit"]'));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ dayUse: true, checkin: '2030-06-13', checkout: '2030-06-13' }));
    // back to nights: one night from the check-in
    await click(toggle);
    expect(trigger().textContent).toContain('1 night');
  });
});

describe('search form without dates', () => {
  const nightsSelect = (root: ParentNode) => root.querySelector<HTMLSelectElement>('select[name="nights"]')!;

  it('asks the nights of an undated search and searches them, or goes back to dates', async () => {
    const { container, onSearch } = await renderForm(settingsFixture(), { ...PARAMS, undatedNights: 2 });
    expect(container.querySelector('.drp-trigger')).toBeNull();
    const select = nightsSelect(container);
    expect(document.querySelector(`label[for="${select.id}"]`)!.textContent).toContain('Nights (dates chosen later)');
    expect(select.value).toBe('2');
    await choose(select, '4');
    await click(container.querySelector('button[type="submit"]'));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ undatedNights: 4 }));
    await click(buttonByText(container, 'Choose dates instead'));
    expect(nightsSelect(container)).toBeNull();
    expect(trigger()).not.toBeNull();
  });

  it('says an undated search needs the same guests in every room, and does not send it', async () => {
    const rooms = [
      { adults: 2, kidsTiers: [], childrenAges: [] },
      { adults: 1, kidsTiers: [], childrenAges: [] },
    ];
    const { container, onSearch } = await renderForm(settingsFixture({ multi_rooms_search_enabled: true }), { ...PARAMS, rooms, undatedNights: 2 });
    const select = nightsSelect(container);
    const error = document.getElementById(select.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('A search without dates needs the same guests in every room. Choose dates to search different rooms.');
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe(error.id);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers a search by nights where the hotel searches without dates', async () => {
    const plain = await renderForm();
    expect(buttonByText(plain.container, 'Not sure of your dates? Search by nights')).toBeNull();
    unmount();
    const { container } = await renderForm(settingsFixture({ search_type: 'undated' }));
    await click(buttonByText(container, 'Not sure of your dates? Search by nights'));
    expect(nightsSelect(container).value).toBe('2');
  });
});

describe('the guests line of the search form', () => {
  it('shows the party on one button; the chooser, closed at first, opens below it and searches what it changed', async () => {
    const { container, onSearch } = await renderForm(multiRoomSettingsFixture(3), TWO_ADULTS);
    expect(container.querySelectorAll('select')).toHaveLength(0);
    expect(summary().textContent).toBe('2 adults');
    expect(summary().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(summary().getAttribute('aria-labelledby')!.split(' ')[0]!)!.textContent).toBe('Guests');
    await openGuests();
    expect(summary().getAttribute('aria-expanded')).toBe('true');
    expect(summary().getAttribute('aria-controls')).toBe(container.querySelector('.guests-chooser')!.id);
    await step('kids-A', 'more');
    await click(buttonByText(container, 'Add a room'));
    expect(summary().textContent).toBe('2 rooms, 4 adults, 1 child');
    await click(container.querySelector('button[type="submit"]'));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ rooms: [expect.objectContaining({ adults: 2 }), expect.objectContaining({ adults: 2 })] }));
    expect(container.querySelector('.guests-chooser')).toBeNull();
  });

  it('closes on Done and on Escape, giving the focus back to the button', async () => {
    const { container } = await renderForm(multiRoomSettingsFixture(3), TWO_ADULTS);
    await openGuests();
    await click(buttonByText(container, 'Done'));
    expect(container.querySelector('.guests-chooser')).toBeNull();
    expect(document.activeElement).toBe(summary());
    await openGuests();
    const more = container.querySelector<HTMLButtonElement>('.guests-chooser .stepper-button:last-child')!;
    more.focus();
    await act(() => {
      more.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(container.querySelector('.guests-chooser')).toBeNull();
    expect(document.activeElement).toBe(summary());
    expect(summary().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('last check-in of the reservable period', () => {
  it('counts whole months from today, ending on the last day of a shorter month', () => {
    expect(lastCheckinDate('2030-06-10', 12)).toBe('2031-06-10');
    expect(lastCheckinDate('2030-01-31', 1)).toBe('2030-02-28');
    expect(lastCheckinDate('2030-11-15', 3)).toBe('2031-02-15');
  });
});
