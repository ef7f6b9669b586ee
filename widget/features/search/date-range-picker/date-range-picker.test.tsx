// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { configureApiClient } from '../../../lib/api-client.ts';
import { $locale, activateLocale } from '../../../lib/i18n.ts';
import { click, mockFetch, mount, settle } from '../../../testing/render.tsx';
import { calendarAnswer } from './calendar-test-data.ts';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker.tsx';
import { $priceCalendar } from './price-calendar-store.ts';

const ROOMS = [{ adults: 2, kids_tiers: [], children_ages: [] }];

let unmount = () => {};
async function renderPicker(props: Partial<DateRangePickerProps> = {}, answer = calendarAnswer()) {
  const fetched = mockFetch(answer);
  const onChange = vi.fn();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <DateRangePicker
        checkin="2030-06-12"
        checkout="2030-06-14"
        onChange={onChange}
        rooms={ROOMS}
        hotelCode="sakura-kyoto"
        minDate="2030-06-05"
        maxDate="2031-06-05"
        {...props}
      />
    </I18nProvider>,
  );
  unmount = view.unmount;
  const trigger = view.container.querySelector<HTMLButtonElement>('.drp-trigger')!;
  return { ...view, ...fetched, onChange, trigger };
}

async function openPicker(trigger: HTMLButtonElement) {
  trigger.focus();
  await click(trigger);
  await settle();
}
const cell = (date: string) => document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!;
const focusedDate = () => (document.activeElement as HTMLElement).getAttribute('data-date');
async function press(key: string, options: KeyboardEventInit = {}) {
  await act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }));
  });
}
const monthTitles = () => Array.from(document.querySelectorAll('.drp-month-title')).map((h) => h.textContent);
const status = () => document.querySelector('[role="status"]')!.textContent;

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  $priceCalendar.set({});
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(async () => {
  unmount();
  vi.unstubAllGlobals();
  $locale.set('en');
});

describe('date range picker', () => {
  it('opens a labelled calendar of two months on the check-in, with each day’s lowest price', async () => {
    const { trigger, requests } = await renderPicker({}, calendarAnswer({ '2030-06-20': { lowest_price: 143000 } }));
    expect(trigger.textContent).toContain('2 nights');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await openPicker(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Choose your dates');
    expect(monthTitles()).toEqual(['June 2030', 'July 2030']);
    expect(document.querySelectorAll('[role="grid"]')).toHaveLength(2);
    expect(
      Array.from(document.querySelectorAll('[role="grid"] th'))
        .slice(0, 7)
        .map((th) => th.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(focusedDate()).toBe('2030-06-12');
    expect(cell('2030-06-12').getAttribute('aria-selected')).toBe('true');
    expect(cell('2030-06-13').className).toContain('drp-between');
    expect(cell('2030-06-12').querySelector('.drp-day-price')!.textContent).toBe('¥12K');
    expect(cell('2030-06-20').querySelector('.drp-day-price')!.textContent).toBe('¥143K');
    expect(cell('2030-06-12').textContent).toContain('Wednesday, June 12, 2030, check-in, ¥12,200');
    expect(requests).toHaveLength(1);
    expect(dialog.textContent).toContain('Lowest price for one night for your guests, tax included.');
  });

  it('moves by day, week, week ends and month with the keys of a date grid', async () => {
    const { trigger } = await renderPicker();
    await openPicker(trigger);
    await press('ArrowRight');
    expect(focusedDate()).toBe('2030-06-13');
    await press('ArrowDown');
    expect(focusedDate()).toBe('2030-06-20');
    await press('ArrowLeft');
    await press('ArrowUp');
    expect(focusedDate()).toBe('2030-06-12');
    await press('Home');
    expect(focusedDate()).toBe('2030-06-09');
    await press('End');
    expect(focusedDate()).toBe('2030-06-15');
    await press('PageDown');
    expect(focusedDate()).toBe('2030-07-15');
    await press('PageDown');
    expect(focusedDate()).toBe('2030-08-15');
    expect(monthTitles()).toEqual(['July 2030', 'August 2030']);
    await press('PageUp', { shiftKey: true });
    expect(focusedDate()).toBe('2030-06-01');
    // the calendar does not go before the first bookable month
    expect(monthTitles()[0]).toBe('June 2030');
  });

  it('mirrors the arrow keys right to left', async () => {
    $locale.set('ar');
    const { trigger } = await renderPicker();
    await openPicker(trigger);
    await press('ArrowLeft');
    expect(focusedDate()).toBe('2030-06-13');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(focusedDate()).toBe('2030-06-11');
  });

  it('disables days before the first bookable date, closed days and, as check-in, days closed to arrival', async () => {
    const answer = calendarAnswer({
      '2030-06-18': { lowest_price: null, lowest_price_without_tax: null, closed: true, closed_reason: 'sold_out' },
      '2030-06-19': { lowest_price: null, lowest_price_without_tax: null, closed_to_arrival: true },
    });
    const { trigger, onChange } = await renderPicker({}, answer);
    await openPicker(trigger);
    expect(cell('2030-06-04').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2030-06-05').getAttribute('aria-disabled')).toBeNull();
    expect(cell('2030-06-18').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2030-06-18').textContent).toContain('Sold out');
    expect(cell('2030-06-19').getAttribute('aria-disabled')).toBe('true');
    await click(cell('2030-06-19'));
    expect(status()).toBe('No check-in on this day');
    // a stay from the 17th ends on the 18th at the latest: that night is sold out
    await click(cell('2030-06-17'));
    expect(cell('2030-06-18').getAttribute('aria-disabled')).toBeNull();
    expect(cell('2030-06-19').getAttribute('aria-disabled')).toBe('true');
    await click(cell('2030-06-19'));
    expect(onChange).not.toHaveBeenCalled();
    await click(cell('2030-06-18'));
    expect(onChange).toHaveBeenCalledWith('2030-06-17', '2030-06-18');
  });

  it('keeps a check-in with a minimum stay from a shorter check-out, and says so', async () => {
    const { trigger, onChange } = await renderPicker({}, calendarAnswer({ '2030-06-22': { min_stay: 2 } }));
    await openPicker(trigger);
    expect(cell('2030-06-22').textContent).toContain('Minimum 2 nights');
    await click(cell('2030-06-22'));
    expect(status()).toContain('Minimum 2 nights');
    expect(cell('2030-06-23').getAttribute('aria-disabled')).toBe('true');
    cell('2030-06-23').focus();
    await press('Enter');
    expect(onChange).not.toHaveBeenCalled();
    expect(status()).toBe('Minimum 2 nights');
    await press('ArrowRight');
    await press('Enter');
    expect(onChange).toHaveBeenCalledWith('2030-06-22', '2030-06-24');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { trigger, onChange } = await renderPicker();
    await openPicker(trigger);
    await press('ArrowRight');
    await press('Escape');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses one date for day use', async () => {
    const { trigger, onChange } = await renderPicker({ dayUse: true, checkout: '2030-06-12' });
    await openPicker(trigger);
    await press('ArrowRight');
    await press(' ');
    expect(onChange).toHaveBeenCalledWith('2030-06-13', '2030-06-13');
  });

  it('shows one month on a phone and prices before tax when the hotel says so', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { trigger } = await renderPicker({}, calendarAnswer({}, { tax_included: false }));
    await openPicker(trigger);
    expect(monthTitles()).toEqual(['June 2030']);
    expect(cell('2030-06-12').querySelector('.drp-day-price')!.textContent).toBe('¥11K');
    expect(document.querySelector('.drp-note')!.textContent).toBe('Lowest price for one night for your guests, before tax.');
  });
});
