// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { settingsFixture } from '../../testing/fixtures.ts';
import { choose, click, mockFetch, mount } from '../../testing/render.tsx';
import { calendarAnswer } from './date-range-picker/calendar-test-data.ts';
import { openGuests, step, stepperButtons, stepperValue } from './guests-testing.ts';
import { SearchForm } from './search-form.tsx';
import { parseSearchParams, searchDefaults, writeSearchParams, type SearchParams } from './search-params.ts';

/** A hotel pricing children's meals and beds as extras, in a brand whose programme has both companions active. */
function mealBedSettings(): InitSettings {
  const base = settingsFixture({
    kids_setting: { kids_type: 'tiers_with_meal_and_bed_as_extras', accept_type: 'accept', shared_bed_type: 'accept' },
    kids_tiers: [
      {
        code: 'A',
        name: 'School-age children',
        age_from: 6,
        age_to: 12,
        counts_as_guest: true,
        meal_bed_options: ['meal_same_as_adult_bedding', 'meal_yes_bedding', 'meal_yes'],
      },
      { code: 'C', name: 'Infants', age_from: 0, age_to: 2, counts_as_guest: false, meal_bed_options: ['meal_no_bedding', 'meal_no'] },
    ],
    companions: [
      { code: 'adult_companion', name: 'Caregivers (stay free)', rate_percent: 0 },
      { code: 'kid_tier_A_companion', name: 'Child companions', rate_percent: 50 },
    ],
  });
  return base;
}

const PARAMS: SearchParams = {
  checkin: '2030-06-12',
  checkout: '2030-06-14',
  rooms: [{ adults: 2, kidsTiers: [], childrenAges: [] }],
  type: 'rooms',
  order: 'price_low_to_high',
  accessibility: [],
};

let unmount = () => {};
async function renderForm(settings: InitSettings, params: SearchParams = PARAMS) {
  mockFetch(calendarAnswer());
  const onSearch = vi.fn();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <SearchForm params={params} settings={settings} today="2030-06-10" onSearch={onSearch} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  return { ...view, onSearch };
}
const select = (id: string) => document.querySelector<HTMLSelectElement>(`select[name="${id}"]`);
const stepperLabel = (id: string) => document.getElementById(`field-${id}-label`)!.textContent;
const labelOf = (id: string) => document.querySelector(`label[for="${select(id)!.id}"]`)!.textContent;

beforeAll(() => activateLocale('en'));
beforeEach(() => configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true }));
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe("children's meals and beds, and companions, in the search form", () => {
  it("asks each child's meal and bedding option, from the tier's own options, and searches with them", async () => {
    const { container, onSearch } = await renderForm(mealBedSettings());
    await openGuests();
    await step('kids-A', 'more', 2);
    expect(labelOf('kids-A-meal-bed-1')).toContain('School-age children, child 1: meals and bed');
    expect([...select('kids-A-meal-bed-2')!.options].map((o) => o.textContent)).toEqual([
      'Adult meals and a bed',
      'Children’s meals and a bed',
      'Children’s meals, no bed',
    ]);
    await choose(select('kids-A-meal-bed-2'), 'meal_yes');
    await step('kids-C', 'more');
    expect([...select('kids-C-meal-bed-1')!.options].map((o) => o.value)).toEqual(['meal_no_bedding', 'meal_no']);
    await click(container.querySelector('button[type="submit"]'));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        rooms: [
          {
            adults: 2,
            childrenAges: [],
            kidsTiers: [
              { code: 'A', count: 1, meal_bed: 'meal_same_as_adult_bedding' },
              { code: 'A', count: 1, meal_bed: 'meal_yes' },
              { code: 'C', count: 1, meal_bed: 'meal_no_bedding' },
            ],
          },
        ],
      }),
    );
    // one fewer child takes away the last one's choice (the search closed the chooser)
    await openGuests();
    await step('kids-A', 'fewer');
    expect(select('kids-A-meal-bed-2')).toBeNull();
  });

  it("offers the programme's companions by name, within the room's guests, and searches with them", async () => {
    const { container, onSearch } = await renderForm(mealBedSettings());
    await openGuests();
    expect(stepperLabel('adult_companion')).toBe('Caregivers (stay free)');
    expect(stepperLabel('kid_tier_A_companion')).toBe('Child companions');
    // six guests a room: two adults leave four places
    await step('adult_companion', 'more', 5);
    expect(stepperValue('adult_companion')).toBe(4);
    expect(stepperButtons('adult_companion')[1].getAttribute('aria-disabled')).toBe('true');
    await step('adult_companion', 'fewer', 3);
    await step('kid_tier_A_companion', 'more');
    await click(container.querySelector('button[type="submit"]'));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ rooms: [expect.objectContaining({ adults: 2, adultCompanions: 1, kidCompanions: 1 })] }));
  });

  it('shows no companions where the programme has none active', async () => {
    await renderForm(settingsFixture());
    await openGuests();
    expect(document.getElementById('field-adult_companion')).toBeNull();
    expect(select('kids-A-meal-bed-1')).toBeNull();
  });
});

describe('meal and bedding options and companions in deep links', () => {
  const defaults = searchDefaults(mealBedSettings(), new Date('2030-06-10T00:00:00Z'));

  it("keeps each child's option its tier offers, drops others, and keeps companions in rooms JSON", () => {
    const rooms = [
      {
        adults: 2,
        adult_companion: 1,
        kid_tier_A_companion: 1,
        kids_tiers: [
          { code: 'A', count: 1, meal_bed: 'meal_yes' },
          { code: 'A', count: 1, meal_bed: 'meal_no' },
          { code: 'C', count: 1 },
          { code: 'C', count: 1, meal_bed: 'meal_no' },
        ],
      },
    ];
    const params = parseSearchParams(`checkin=2030-06-12&checkout=2030-06-13&rooms=${encodeURIComponent(JSON.stringify(rooms))}`, defaults);
    expect(params.rooms).toEqual([
      {
        adults: 2,
        childrenAges: [],
        adultCompanions: 1,
        kidCompanions: 1,
        kidsTiers: [
          { code: 'A', count: 1, meal_bed: 'meal_yes' },
          { code: 'C', count: 1, meal_bed: 'meal_no' },
        ],
      },
    ]);
    // written back as rooms JSON (the adults-and-kids_tiers form has no companions), and read the same
    const query = writeSearchParams('', 'sakura-kyoto', params);
    expect(new URLSearchParams(query).has('adults')).toBe(false);
    expect(parseSearchParams(query, defaults).rooms).toEqual(params.rooms);
  });

  it('drops companions and options where the hotel and programme have none', () => {
    const plain = searchDefaults(settingsFixture(), new Date('2030-06-10T00:00:00Z'));
    const rooms = [{ adults: 2, adult_companion: 2, kids_tiers: [{ code: 'A', count: 1, meal_bed: 'meal_yes' }] }];
    const params = parseSearchParams(`rooms=${encodeURIComponent(JSON.stringify(rooms))}`, plain);
    expect(params.rooms).toEqual([{ adults: 2, childrenAges: [], kidsTiers: [{ code: 'A', count: 1 }] }]);
  });
});
