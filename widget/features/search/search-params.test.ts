import { describe, expect, it } from 'vitest';
import { settingsFixture } from '../../testing/fixtures.ts';
import { parseSearchParams, roomSearchQuery, searchDefaults, writeSearchParams, type SearchDefaults } from './search-params.ts';

const defaults: SearchDefaults = {
  today: '2030-06-10', checkinOffset: 2, order: 'price_low_to_high', tierCodes: ['A', 'B'], maxGuests: 6, plansEnabled: true,
};

describe('search parameters in the results URL', () => {
  it('start from the defaults: today + the hotel offset, one night, two adults, no children', () => {
    expect(parseSearchParams('', defaults)).toEqual({
      checkin: '2030-06-12', checkout: '2030-06-13', adults: 2, kidsTiers: [], type: 'rooms', order: 'price_low_to_high', accessibility: [],
    });
  });

  it('read a full search', () => {
    const search = 'code=sakura-kyoto&checkin=2030-07-01&checkout=2030-07-04&adults=3&kids_tiers=%5B%7B%22code%22%3A%22B%22%2C%22count%22%3A1%7D%5D&type=plans&order=price_high_to_low';
    expect(parseSearchParams(search, defaults)).toEqual({
      checkin: '2030-07-01', checkout: '2030-07-04', adults: 3, kidsTiers: [{ code: 'B', count: 1 }], type: 'plans', order: 'price_high_to_low', accessibility: [],
    });
  });

  it('fall back to no children when kids_tiers is not valid JSON', () => {
    expect(parseSearchParams('kids_tiers=[{code:A', defaults).kidsTiers).toEqual([]);
    expect(parseSearchParams('kids_tiers={"code":"A","count":1}', defaults).kidsTiers).toEqual([]);
  });

  it('drop kids tier codes the hotel does not know, and bad counts', () => {
    const tiers = JSON.stringify([{ code: 'Z', count: 1 }, { code: 'A', count: 'two' }, { code: 'A', count: 2 }, { code: 'B', count: -1 }]);
    expect(parseSearchParams(`kids_tiers=${encodeURIComponent(tiers)}`, defaults).kidsTiers).toEqual([{ code: 'A', count: 2 }]);
  });

  it('ignore children when the hotel accepts none', () => {
    expect(parseSearchParams('kids_tiers=[{"code":"A","count":1}]', { ...defaults, tierCodes: [] }).kidsTiers).toEqual([]);
  });

  it('replace impossible dates, counts, types and orders by the defaults', () => {
    expect(parseSearchParams('checkin=2030-02-31&checkout=2030-03-02&adults=0&type=suites&order=cheapest', defaults)).toEqual({
      checkin: '2030-06-12', checkout: '2030-06-13', adults: 2, kidsTiers: [], type: 'rooms', order: 'price_low_to_high', accessibility: [],
    });
    expect(parseSearchParams('checkin=2030-06-01', defaults).checkin).toBe('2030-06-12'); // in the past
    expect(parseSearchParams('checkin=2030-07-01&checkout=2030-07-01', defaults).checkout).toBe('2030-07-02');
    expect(parseSearchParams('checkin=2030-07-01&checkout=2030-09-01', defaults).checkout).toBe('2030-07-02'); // over 30 nights
    expect(parseSearchParams('adults=7', defaults).adults).toBe(2); // over max guests
    expect(parseSearchParams('type=plans', { ...defaults, plansEnabled: false }).type).toBe('rooms');
  });

  it('write the search back, keeping the start-up parameters and dropping the locale', () => {
    const params = parseSearchParams('checkin=2030-07-01&checkout=2030-07-03&kids_tiers=[{"code":"A","count":1}]', defaults);
    const written = new URLSearchParams(writeSearchParams('parentUrl=https%3A%2F%2Fhotel.example&locale=ja&checkin=x', 'sakura-kyoto', params));
    expect(written.get('parentUrl')).toBe('https://hotel.example');
    expect(written.get('locale')).toBeNull();
    expect(written.get('code')).toBe('sakura-kyoto');
    expect(written.get('kids_tiers')).toBe('[{"code":"A","count":1}]');
    expect(parseSearchParams(written.toString(), defaults)).toEqual(params);
  });

  it('become the room search query with rooms as JSON', () => {
    const params = parseSearchParams('checkin=2030-07-01&checkout=2030-07-03&adults=1&kids_tiers=[{"code":"A","count":1}]', defaults);
    expect(roomSearchQuery(params)).toEqual({
      checkin_date: '2030-07-01', checkout_date: '2030-07-03', rooms: '[{"adults":1,"kids_tiers":[{"code":"A","count":1}]}]', type: 'rooms', order: 'price_low_to_high',
    });
  });

  it('keep the accessibility filter in the URL as a comma list, dropping unknown codes and repeats', () => {
    const params = parseSearchParams('accessibility=roll_in_shower,step_free_access,jacuzzi,roll_in_shower', defaults);
    expect(params.accessibility).toEqual(['step_free_access', 'roll_in_shower']);
    const written = new URLSearchParams(writeSearchParams('accessibility=x', 'sakura-kyoto', params));
    expect(written.get('accessibility')).toBe('step_free_access,roll_in_shower');
    expect(new URLSearchParams(writeSearchParams('accessibility=grab_bars', 'sakura-kyoto', { ...params, accessibility: [] })).has('accessibility')).toBe(false);
  });

  it('send the accessibility filter to the room search only when there is one', () => {
    const params = parseSearchParams('checkin=2030-07-01&checkout=2030-07-03&accessibility=grab_bars,visual_alarm', defaults);
    expect(roomSearchQuery(params).accessibility).toBe('grab_bars,visual_alarm');
    expect(roomSearchQuery({ ...params, accessibility: [] })).not.toHaveProperty('accessibility');
  });

  it('take today in the hotel time zone, not the browser one', () => {
    const settings = settingsFixture();
    // 2030-06-10 20:00 UTC is already 2030-06-11 in Tokyo
    expect(searchDefaults(settings, new Date('2030-06-10T20:00:00Z')).today).toBe('2030-06-11');
  });
});
