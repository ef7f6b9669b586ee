// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { configureApiClient } from '../../../lib/api-client.ts';
import { activateLocale } from '../../../lib/i18n.ts';
import { click, mockFetch, mount, settle } from '../../../testing/render.tsx';
import { calendarAnswer } from './calendar-test-data.ts';
import { DateRangeField, type DateRangeFieldProps } from './date-range-field.tsx';
import { $priceCalendar } from './price-calendar-store.ts';

const ROOMS = [{ adults: 2, kids_tiers: [], children_ages: [] }];

let unmount = () => {};
async function renderField(props: Partial<DateRangeFieldProps> = {}) {
  const fetched = mockFetch(calendarAnswer());
  const onChange = vi.fn();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <DateRangeField
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
  return { ...view, ...fetched, onChange };
}
const trigger = () => document.querySelector<HTMLButtonElement>('.drp-trigger')!;
async function press(key: string) {
  await act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  $priceCalendar.set({});
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('dates field of the search form', () => {
  it('shows the stay in a labelled button and loads no calendar until the guest asks', async () => {
    const { requests } = await renderField();
    const button = trigger();
    const labels = button
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(labels[0]).toBe('Check-in – check-out');
    expect(button.textContent).toBe('Wed, Jun 12 – Fri, Jun 14 2 nights');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('opens the price calendar on the first press, focused on the check-in, and gives the chosen stay', async () => {
    const { onChange, requests } = await renderField();
    trigger().focus();
    await click(trigger());
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    await settle();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect((document.activeElement as HTMLElement).getAttribute('data-date')).toBe('2030-06-12');
    expect(requests).toHaveLength(1);
    await press('ArrowRight');
    await press('Enter');
    await press('ArrowRight');
    await press('ArrowRight');
    await press('Enter');
    expect(onChange).toHaveBeenCalledWith('2030-06-13', '2030-06-15');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('asks one date for day use', async () => {
    const { onChange } = await renderField({ dayUse: true, checkout: '2030-06-12' });
    expect(trigger().textContent).toBe('Wed, Jun 12');
    trigger().focus();
    await click(trigger());
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    await settle();
    await press('ArrowRight');
    await press('Enter');
    expect(onChange).toHaveBeenCalledWith('2030-06-13', '2030-06-13');
  });

  it('ties an error under the field to its button', async () => {
    await renderField({ error: 'Please choose a check-out date.' });
    const describedBy = trigger().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe('Please choose a check-out date.');
  });
});
