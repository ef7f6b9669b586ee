// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Extra, ExtrasForStay } from '../../../shared/api/extras.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { click, envelope, json, mockFetch, mount, settle, typeInto } from '../../testing/render.tsx';
import { $extras, $extrasChoice, $extrasTotal, clearExtras, extrasInput, loadExtras } from './extras-store.ts';
import { ExtrasPicker } from './extras-picker.tsx';

const LATE = 'a0000000-0000-4000-8000-000000000001';
const DINNER = 'a0000000-0000-4000-8000-000000000002';
const CAKE = 'a0000000-0000-4000-8000-000000000003';
const DRINK = 'a0000000-0000-4000-8000-000000000004';

function extra(overrides: Partial<Extra>): Extra {
  return {
    extra_id: LATE,
    name: 'Late check-out',
    description: 'Keep your room until 13:00.',
    extra_type: 'generic',
    unit: 'per_room',
    min_quantity: 1,
    max_quantity: 1,
    price: 3000,
    price_without_tax: 2728,
    prices: [],
    booking_available_dates: [],
    bookable: true,
    booking_deadline: null,
    inventory: null,
    inclusive_room_plan_codes: [],
    ...overrides,
  };
}

const OFFER: ExtrasForStay = {
  currency: 'JPY',
  checkin_date: '2030-06-12',
  checkout_date: '2030-06-14',
  extras: [
    extra({}),
    extra({
      extra_id: DINNER,
      name: 'Kaiseki dinner',
      description: '',
      extra_type: 'dated',
      unit: 'per_person',
      max_quantity: 6,
      price: null,
      price_without_tax: null,
      prices: [
        { date: '2030-06-12', price: 12000, price_without_tax: 10910, inventory: 3 },
        { date: '2030-06-13', price: 15000, price_without_tax: 13637, inventory: 10 },
      ],
      booking_available_dates: ['2030-06-12', '2030-06-13'],
    }),
    extra({
      extra_id: CAKE,
      name: 'Anniversary cake',
      unit: 'per_item',
      min_quantity: 2,
      max_quantity: 4,
      price: 4500,
      price_without_tax: 4091,
      inventory: 20,
    }),
    extra({ extra_id: DRINK, name: 'Welcome drinks', price: 1500, price_without_tax: 1364, inclusive_room_plan_codes: ['DBL-BB'] }),
    extra({ extra_id: 'a0000000-0000-4000-8000-000000000005', name: 'Sold-out spa', bookable: false }),
  ],
};

let unmount = () => {};
beforeAll(async () => {
  await activateLocale('en');
  await loadLaterText();
});
beforeEach(() => {
  clearExtras();
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function show(taxIncluded = true, answer: () => Response = () => json(200, { data: OFFER })) {
  const fetched = mockFetch(answer);
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <ExtrasPicker
        hotelCode="sakura-kyoto"
        checkin="2030-06-12"
        checkout="2030-06-14"
        roomPlanCodes={['DBL-BB', 'DBL-BB']}
        currency="JPY"
        taxIncluded={taxIncluded}
      />
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle();
  const item = (name: string) => Array.from(view.container.querySelectorAll('.extra-item')).find((li) => li.querySelector('h3')?.textContent === name)!;
  const button = (label: string) => view.container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  const subtotal = () => view.container.querySelector('[aria-live="polite"]')!.textContent;
  return { ...view, ...fetched, item, button, subtotal };
}

describe('the extras picker', () => {
  it('asks for the extras of the stay and the booked plans, and lists the bookable ones with their unit prices', async () => {
    const view = await show();
    expect(view.requests[0]!.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/extras');
    expect(Object.fromEntries(view.requests[0]!.url.searchParams)).toEqual({
      checkin_date: '2030-06-12',
      checkout_date: '2030-06-14',
      room_plan_codes: 'DBL-BB',
    });
    const names = Array.from(view.container.querySelectorAll('.extra-item h3')).map((h) => h.textContent);
    expect(names).toEqual(['Late check-out', 'Kaiseki dinner', 'Anniversary cake', 'Welcome drinks']);
    expect(view.item('Late check-out').textContent).toContain('¥3,000 per room (tax included)');
    expect(view.subtotal()).toContain('Extras subtotal: ¥0 (tax included)');
  });

  it('isolates the hotel’s name and description of each extra, so English text keeps its punctuation in Arabic', async () => {
    const view = await show();
    const late = view.item('Late check-out');
    expect(late.querySelector('h3')!.getAttribute('dir')).toBe('auto');
    expect(late.querySelector('.extra-description')!.getAttribute('dir')).toBe('auto');
    expect(late.querySelector('.extra-description')!.textContent).toBe('Keep your room until 13:00.');
  });

  it('adds a generic extra up to its maximum and says the new subtotal in a live region', async () => {
    const view = await show();
    await click(view.button('One more: Late check-out'));
    expect(view.subtotal()).toContain('¥3,000');
    expect(view.button('One more: Late check-out').disabled).toBe(true);
    expect(extrasInput()).toEqual([{ extra_id: LATE, quantity: 1 }]);
    await click(view.button('One fewer: Late check-out'));
    expect(extrasInput()).toEqual([]);
  });

  it('takes a quantity for each night of a dated extra, no more than is left that night', async () => {
    const view = await show();
    const first = view.item('Kaiseki dinner').querySelectorAll<HTMLInputElement>('input[type="number"]');
    expect(first).toHaveLength(2);
    await typeInto(first[0]!, '5');
    expect(first[0]!.value).toBe('3');
    await typeInto(first[1]!, '2');
    expect(view.item('Kaiseki dinner').querySelector('label')!.textContent).toMatch(/^Quantity: Kaiseki dinner, .*Jun 12/);
    expect(extrasInput()).toEqual([
      { extra_id: DINNER, quantity: 3, date: '2030-06-12' },
      { extra_id: DINNER, quantity: 2, date: '2030-06-13' },
    ]);
    expect($extrasTotal.get()).toEqual({ total: 66000, withoutTax: 60004 });
    expect(view.subtotal()).toContain('¥66,000');
  });

  it('jumps from none to the minimum and back, and says the limits', async () => {
    const view = await show();
    expect(view.item('Anniversary cake').textContent).toContain('Choose from 2 to 4.');
    await click(view.button('One more: Anniversary cake'));
    expect($extrasChoice.get()).toEqual({ [`${CAKE}|`]: 2 });
    await click(view.button('One fewer: Anniversary cake'));
    expect($extrasChoice.get()).toEqual({});
  });

  it('shows an extra the plan includes as included, with nothing to choose', async () => {
    const view = await show();
    const drink = view.item('Welcome drinks');
    expect(drink.textContent).toContain('Included');
    expect(drink.querySelector('input, button')).toBeNull();
  });

  it('shows prices without tax when the hotel shows prices that way', async () => {
    const view = await show(false);
    expect(view.item('Late check-out').textContent).toContain('¥2,728 per room (excluding tax)');
    await click(view.button('One more: Late check-out'));
    expect(view.subtotal()).toContain('¥2,728 (excluding tax)');
  });

  it('says when the extras could not be loaded and loads them again on request', async () => {
    const view = await show(true, () => json(500, envelope(500, '3203', 'Server error')));
    expect(view.container.querySelector('[role="alert"]')!.textContent).toContain('Try again');
    mockFetch(() => json(200, { data: OFFER }));
    await click(view.container.querySelector('[role="alert"] button'));
    await settle();
    expect(view.container.querySelectorAll('.extra-item')).toHaveLength(4);
  });

  it('shows nothing when the hotel has no extras for the stay', async () => {
    const view = await show(true, () => json(200, { data: { ...OFFER, extras: [] } }));
    expect(view.container.querySelector('.extras-picker')).toBeNull();
  });
});

describe('the extras store', () => {
  it('drops a choice the new offer no longer allows and lowers one to what is left', async () => {
    mockFetch(() => json(200, { data: OFFER }));
    await loadExtras({ hotelCode: 'sakura-kyoto', checkin: '2030-06-12', checkout: '2030-06-14', roomPlanCodes: [] }, 'en');
    $extrasChoice.set({ [`${DINNER}|2030-06-12`]: 3, [`${DINNER}|2030-06-13`]: 5, [`${LATE}|`]: 1 });
    const dinner = OFFER.extras[1]!;
    const later: ExtrasForStay = {
      ...OFFER,
      extras: [{ ...dinner, prices: [{ ...dinner.prices[1]!, inventory: 4 }], booking_available_dates: ['2030-06-13'] }],
    };
    mockFetch(() => json(200, { data: later }));
    await loadExtras({ hotelCode: 'sakura-kyoto', checkin: '2030-06-13', checkout: '2030-06-14', roomPlanCodes: [] }, 'en');
    expect($extras.get().status).toBe('done');
    expect(extrasInput()).toEqual([{ extra_id: DINNER, quantity: 4, date: '2030-06-13' }]);
  });
});
