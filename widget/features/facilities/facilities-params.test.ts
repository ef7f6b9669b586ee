import { describe, expect, it } from 'vitest';
import { brandHotelsQuery, hotelResultsQuery, parseFacilitySearch } from './facilities-params.ts';

const defaults = { today: '2026-12-01', checkinOffset: 0 };
const startup = { hotelCode: 'demo-kyoto', parentOrigin: 'https://hotel.example', embed: 'inline' as const, closable: false, locale: null, chatbot: false };

describe('facility search parameters', () => {
  it('reads the dates and the rooms as the results page writes them', () => {
    const rooms = JSON.stringify([
      { adults: 2, kids_tiers: [{ code: 'A', count: 1 }] },
      { adults: 1, children_ages: [4] },
    ]);
    expect(parseFacilitySearch(`checkin=2026-12-10&checkout=2026-12-12&rooms=${encodeURIComponent(rooms)}`, defaults)).toEqual({
      checkin: '2026-12-10',
      checkout: '2026-12-12',
      rooms: [
        { adults: 2, kids_tiers: [{ code: 'A', count: 1 }], children_ages: [] },
        { adults: 1, kids_tiers: [], children_ages: [4] },
      ],
    });
  });

  it("keeps each child's meal and bedding option and the companions, for every hotel to price in its own terms", () => {
    const rooms = JSON.stringify([
      {
        adults: 2,
        adult_companion: 1,
        kids_tiers: [
          { code: 'A', count: 1, meal_bed: 'meal_yes' },
          { code: 'B', count: 1, meal_bed: 'lunch' },
        ],
      },
    ]);
    const search = parseFacilitySearch(`checkin=2026-12-10&checkout=2026-12-12&rooms=${encodeURIComponent(rooms)}`, defaults);
    expect(search.rooms).toEqual([
      {
        adults: 2,
        adult_companion: 1,
        children_ages: [],
        kids_tiers: [
          { code: 'A', count: 1, meal_bed: 'meal_yes' },
          { code: 'B', count: 1 },
        ],
      },
    ]);
    expect(JSON.parse(brandHotelsQuery(search, 1).rooms!)).toEqual([
      {
        adults: 2,
        adult_companion: 1,
        kids_tiers: [
          { code: 'A', count: 1, meal_bed: 'meal_yes' },
          { code: 'B', count: 1 },
        ],
      },
    ]);
  });

  it("reads children's ages of identical rooms (kids_ages), as the results page writes them where the hotel asks ages", () => {
    const search = parseFacilitySearch(`checkin=2026-12-10&checkout=2026-12-11&adults=2&room_count=2&kids_ages=${encodeURIComponent('[4,9]')}`, defaults);
    expect(search.rooms).toEqual([
      { adults: 2, kids_tiers: [], children_ages: [4, 9] },
      { adults: 2, kids_tiers: [], children_ages: [4, 9] },
    ]);
  });

  it('reads adults, kids_tiers and room_count when there is no rooms JSON', () => {
    const search = parseFacilitySearch(
      `checkin=2026-12-10&checkout=2026-12-11&adults=3&room_count=2&kids_tiers=${encodeURIComponent('[{"code":"B","count":2}]')}`,
      defaults,
    );
    expect(search.rooms).toEqual([
      { adults: 3, kids_tiers: [{ code: 'B', count: 2 }], children_ages: [] },
      { adults: 3, kids_tiers: [{ code: 'B', count: 2 }], children_ages: [] },
    ]);
  });

  it('falls back to today, one night and two adults for anything invalid (spec 1 §2)', () => {
    expect(parseFacilitySearch('checkin=2026-11-01&checkout=nope&rooms=%5B%7Bbroken&adults=0', defaults)).toEqual({
      checkin: '2026-12-01',
      checkout: '2026-12-02',
      rooms: [{ adults: 2, kids_tiers: [], children_ages: [] }],
    });
    expect(parseFacilitySearch('checkin=2026-12-05&checkout=2027-02-01', { today: '2026-12-01', checkinOffset: 1 }).checkout).toBe('2026-12-06');
    expect(parseFacilitySearch('', { today: '2026-12-01', checkinOffset: 2 }).checkin).toBe('2026-12-03');
    // yesterday only where the hotel sells last night
    expect(parseFacilitySearch('checkin=2026-11-30&checkout=2026-12-01', defaults).checkin).toBe('2026-12-01');
    expect(parseFacilitySearch('checkin=2026-11-30&checkout=2026-12-01', { ...defaults, earliest: '2026-11-30' }).checkin).toBe('2026-11-30');
  });

  it('asks for the largest pages, priced for the search', () => {
    const query = brandHotelsQuery({ checkin: '2026-12-10', checkout: '2026-12-12', rooms: [{ adults: 2, kids_tiers: [], children_ages: [] }] }, 2);
    expect(query).toEqual({
      page: '2',
      per_page: '50',
      is_including_lowest_price: 'true',
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      rooms: '[{"adults":2,"kids_tiers":[]}]',
    });
  });

  it('keeps the query for another hotel’s results, with what the frame was started with', () => {
    const other = new URLSearchParams(hotelResultsQuery('code=demo-kyoto&checkin=2026-12-10&utm_source=mail', 'demo-seoul', startup));
    expect(Object.fromEntries(other)).toEqual({
      code: 'demo-seoul',
      checkin: '2026-12-10',
      utm_source: 'mail',
      parentUrl: 'https://hotel.example',
      embed: 'inline',
    });
    const same = hotelResultsQuery('code=demo-kyoto&checkin=2026-12-10', 'demo-kyoto', startup);
    expect(same).toBe('code=demo-kyoto&checkin=2026-12-10');
  });
});
