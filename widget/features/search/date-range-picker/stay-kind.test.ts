import { describe, expect, it } from 'vitest';
import { settingsFixture } from '../../../testing/fixtures.ts';
import { parseSearchParams, roomSearchQuery, searchDefaults, writeSearchParams, type SearchDefaults } from '../search-params.ts';

const base: SearchDefaults = {
  today: '2030-06-10',
  checkinOffset: 2,
  order: 'price_low_to_high',
  tierCodes: [],
  kidsByAge: false,
  maxGuests: 6,
  maxChildrenPerAdult: 3,
  roomLimit: 1,
  plansEnabled: true,
};
const withDayUse: SearchDefaults = { ...base, dayUse: true };

describe('day use in the results URL', () => {
  it('reads is_day_use=true as a day with check-out on the check-in date, where the hotel sells day use', () => {
    const params = parseSearchParams('checkin=2030-07-01&checkout=2030-07-03&is_day_use=true', withDayUse);
    expect(params).toMatchObject({ dayUse: true, checkin: '2030-07-01', checkout: '2030-07-01' });
    // a hotel without day-use plans: a stay of nights as before
    expect(parseSearchParams('checkin=2030-07-01&checkout=2030-07-03&is_day_use=true', base)).toMatchObject({ checkout: '2030-07-03' });
    expect(parseSearchParams('checkin=2030-07-01&checkout=2030-07-03&is_day_use=true', base).dayUse).toBeUndefined();
  });

  it('writes it back and sends the room search check-out equal to check-in with is_day_use', () => {
    const params = parseSearchParams('checkin=2030-07-01&is_day_use=true', withDayUse);
    const written = new URLSearchParams(writeSearchParams('', 'sakura-kyoto', params));
    expect(written.get('is_day_use')).toBe('true');
    expect(written.get('checkout')).toBe('2030-07-01');
    expect(roomSearchQuery(params)).toMatchObject({ checkin_date: '2030-07-01', checkout_date: '2030-07-01', is_day_use: 'true' });
    const nights = parseSearchParams('checkin=2030-07-01&checkout=2030-07-02', withDayUse);
    expect(new URLSearchParams(writeSearchParams('is_day_use=true', 'sakura-kyoto', nights)).has('is_day_use')).toBe(false);
    expect(roomSearchQuery(nights)).not.toHaveProperty('is_day_use');
  });

  it('offers day use where the init settings say the hotel sells it', () => {
    expect(searchDefaults(settingsFixture({ day_use_search_active: true })).dayUse).toBe(true);
    expect(searchDefaults(settingsFixture()).dayUse).toBe(false);
  });
});

describe('undated search in the results URL', () => {
  it('reads search_type=undated with nights from 1 to 30; anything else is a search with dates', () => {
    expect(parseSearchParams('search_type=undated&nights=3', base).undatedNights).toBe(3);
    for (const nights of ['0', '31', 'x', '']) expect(parseSearchParams(`search_type=undated&nights=${nights}`, base).undatedNights).toBeUndefined();
    expect(parseSearchParams('nights=3', base).undatedNights).toBeUndefined();
  });

  it('writes the nights without dates, and the room search drops the dates and sends nights', () => {
    const params = parseSearchParams('checkin=2030-07-01&checkout=2030-07-03&search_type=undated&nights=3', base);
    const written = new URLSearchParams(writeSearchParams('checkin=2030-07-01', 'sakura-kyoto', params));
    expect(written.get('search_type')).toBe('undated');
    expect(written.get('nights')).toBe('3');
    expect(written.has('checkin')).toBe(false);
    expect(written.has('checkout')).toBe(false);
    const query = roomSearchQuery(params);
    expect(query).toMatchObject({ search_type: 'undated', nights: '3' });
    expect(query.checkin_date).toBeUndefined();
    expect(query.checkout_date).toBeUndefined();
  });
});
