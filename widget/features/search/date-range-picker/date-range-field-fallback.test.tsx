// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../../../lib/i18n.ts';
import { click, mount, typeInto } from '../../../testing/render.tsx';
import { DateRangeField } from './date-range-field.tsx';

// the calendar's script cannot be fetched (a dropped connection, a stale deployment)
vi.mock('./date-range-picker.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

let unmount = () => {};
beforeAll(() => activateLocale('en'));
afterEach(() => unmount());

describe('dates field when the calendar cannot load', () => {
  it('falls back to typed check-in and check-out dates', async () => {
    const onChange = vi.fn();
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <DateRangeField
          checkin="2030-06-12"
          checkout="2030-06-14"
          onChange={onChange}
          rooms={[{ adults: 2, kids_tiers: [], children_ages: [] }]}
          hotelCode="sakura-kyoto"
          minDate="2030-06-05"
          maxDate="2031-06-05"
        />
      </I18nProvider>,
    );
    unmount = view.unmount;
    await click(view.container.querySelector('.drp-trigger'));
    await vi.waitFor(() => expect(view.container.querySelectorAll('input[type="date"]')).toHaveLength(2));
    const [checkin, checkout] = Array.from(view.container.querySelectorAll<HTMLInputElement>('input[type="date"]'));
    expect(document.querySelector(`label[for="${checkin!.id}"]`)!.textContent).toContain('Check-in');
    expect(checkin!.min).toBe('2030-06-05');
    await typeInto(checkin!, '2030-06-20');
    expect(onChange).toHaveBeenLastCalledWith('2030-06-20', '2030-06-22');
    await typeInto(checkout!, '2030-06-16');
    expect(onChange).toHaveBeenLastCalledWith('2030-06-12', '2030-06-16');
  });
});
