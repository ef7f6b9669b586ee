import { describe, expect, it } from 'vitest';
import { multiRoomSettingsFixture, settingsFixture } from '../../testing/fixtures.ts';
import { parseSearchParams, roomSearchQuery, searchDefaults, writeSearchParams, type RoomParams, type SearchDefaults } from './search-params.ts';

const defaults: SearchDefaults = {
  today: '2030-06-10',
  checkinOffset: 2,
  order: 'price_low_to_high',
  tierCodes: ['A', 'B'],
  kidsByAge: false,
  maxGuests: 6,
  maxChildrenPerAdult: 3,
  roomLimit: 1,
  plansEnabled: true,
};
const multi: SearchDefaults = { ...defaults, roomLimit: 3 };
const byAge: SearchDefaults = { ...multi, kidsByAge: true };
const room = (adults: number, kidsTiers: RoomParams['kidsTiers'] = [], childrenAges: number[] = []): RoomParams => ({ adults, kidsTiers, childrenAges });
const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** The options of a plain search. */
const PLAIN = { filter: [], includeOccupied: false, mode: 'none', promoCode: null, roomTypeCodes: [], hotelPlanCodes: [], roomPlanCodes: [] };

describe('search parameters in the results URL', () => {
  it('start from the defaults: today + the hotel offset, one night, two adults, no children', () => {
    expect(parseSearchParams('', defaults)).toEqual({
      checkin: '2030-06-12',
      checkout: '2030-06-13',
      rooms: [room(2)],
      type: 'rooms',
      order: 'price_low_to_high',
      accessibility: [],
      ...PLAIN,
    });
  });

  it('read a full search', () => {
    const search =
      'code=sakura-kyoto&checkin=2030-07-01&checkout=2030-07-04&adults=3&kids_tiers=%5B%7B%22code%22%3A%22B%22%2C%22count%22%3A1%7D%5D&type=plans&order=price_high_to_low';
    expect(parseSearchParams(search, defaults)).toEqual({
      checkin: '2030-07-01',
      checkout: '2030-07-04',
      rooms: [room(3, [{ code: 'B', count: 1 }])],
      type: 'plans',
      order: 'price_high_to_low',
      accessibility: [],
      ...PLAIN,
    });
  });

  it('fall back to no children when kids_tiers is not valid JSON', () => {
    expect(parseSearchParams('kids_tiers=[{code:A', defaults).rooms[0]!.kidsTiers).toEqual([]);
    expect(parseSearchParams('kids_tiers={"code":"A","count":1}', defaults).rooms[0]!.kidsTiers).toEqual([]);
  });

  it('drop kids tier codes the hotel does not know, and bad counts', () => {
    const tiers = JSON.stringify([
      { code: 'Z', count: 1 },
      { code: 'A', count: 'two' },
      { code: 'A', count: 2 },
      { code: 'B', count: -1 },
    ]);
    expect(parseSearchParams(`kids_tiers=${encodeURIComponent(tiers)}`, defaults).rooms[0]!.kidsTiers).toEqual([{ code: 'A', count: 2 }]);
  });

  it('ignore children when the hotel accepts none', () => {
    expect(parseSearchParams('kids_tiers=[{"code":"A","count":1}]', { ...defaults, tierCodes: [] }).rooms[0]!.kidsTiers).toEqual([]);
  });

  it('replace impossible dates, counts, types and orders by the defaults', () => {
    expect(parseSearchParams('checkin=2030-02-31&checkout=2030-03-02&adults=0&type=suites&order=cheapest', defaults)).toEqual({
      checkin: '2030-06-12',
      checkout: '2030-06-13',
      rooms: [room(2)],
      type: 'rooms',
      order: 'price_low_to_high',
      accessibility: [],
      ...PLAIN,
    });
    expect(parseSearchParams('checkin=2030-06-01', defaults).checkin).toBe('2030-06-12'); // in the past
    expect(parseSearchParams('checkin=2030-07-01&checkout=2030-07-01', defaults).checkout).toBe('2030-07-02');
    expect(parseSearchParams('checkin=2030-07-01&checkout=2030-09-01', defaults).checkout).toBe('2030-07-02'); // over 30 nights
    expect(parseSearchParams('adults=7', defaults).rooms).toEqual([room(2)]); // over max guests
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
      checkin_date: '2030-07-01',
      checkout_date: '2030-07-03',
      rooms: '[{"adults":1,"kids_tiers":[{"code":"A","count":1}]}]',
      type: 'rooms',
      order: 'price_low_to_high',
    });
  });

  it('keep the accessibility filter in the URL as a comma list, dropping unknown codes and repeats', () => {
    const params = parseSearchParams('accessibility=roll_in_shower,step_free_access,jacuzzi,roll_in_shower', defaults);
    expect(params.accessibility).toEqual(['step_free_access', 'roll_in_shower']);
    const written = new URLSearchParams(writeSearchParams('accessibility=x', 'sakura-kyoto', params));
    expect(written.get('accessibility')).toBe('step_free_access,roll_in_shower');
    expect(new URLSearchParams(writeSearchParams('accessibility=grab_bars', 'sakura-kyoto', { ...params, accessibility: [] })).has('accessibility')).toBe(
      false,
    );
  });

  it('send the accessibility filter to the room search only when there is one', () => {
    const params = parseSearchParams('checkin=2030-07-01&checkout=2030-07-03&accessibility=grab_bars,visual_alarm', defaults);
    expect(roomSearchQuery(params).accessibility).toBe('grab_bars,visual_alarm');
    expect(roomSearchQuery({ ...params, accessibility: [] })).not.toHaveProperty('accessibility');
  });

  it('read room_count identical rooms, at most the hotel limit, and one room where the hotel sells one at a time', () => {
    const tiers = enc([{ code: 'A', count: 1 }]);
    expect(parseSearchParams(`adults=1&kids_tiers=${tiers}&room_count=2`, multi).rooms).toEqual([
      room(1, [{ code: 'A', count: 1 }]),
      room(1, [{ code: 'A', count: 1 }]),
    ]);
    expect(parseSearchParams('room_count=9', multi).rooms).toHaveLength(3);
    expect(parseSearchParams('room_count=0', multi).rooms).toHaveLength(1);
    expect(parseSearchParams('room_count=two', multi).rooms).toHaveLength(1);
    expect(parseSearchParams('room_count=2', defaults).rooms).toHaveLength(1);
  });

  it('read different rooms from rooms JSON, dropping unknown tiers and rooms beyond the limit', () => {
    const rooms = [
      {
        adults: 2,
        kids_tiers: [
          { code: 'A', count: 1 },
          { code: 'Z', count: 2 },
        ],
      },
      { adults: 1 },
      { adults: 3 },
      { adults: 4 },
    ];
    expect(parseSearchParams(`rooms=${enc(rooms)}&adults=5&room_count=2`, multi).rooms).toEqual([room(2, [{ code: 'A', count: 1 }]), room(1), room(3)]);
    // an impossible adult count in one room falls back to the default for that room
    expect(parseSearchParams(`rooms=${enc([{ adults: 0 }, { adults: 1 }])}`, multi).rooms).toEqual([room(2), room(1)]);
  });

  it('fall back to adults, kids_tiers and room_count when rooms is not valid JSON or not a list of rooms', () => {
    expect(parseSearchParams('rooms=[{adults:2&adults=3&room_count=2', multi).rooms).toEqual([room(3), room(3)]);
    expect(parseSearchParams(`rooms=${enc({ adults: 1 })}`, multi).rooms).toEqual([room(2)]);
    expect(parseSearchParams(`rooms=${enc([])}`, multi).rooms).toEqual([room(2)]);
    expect(parseSearchParams(`rooms=${enc([1, 2])}`, multi).rooms).toEqual([room(2)]);
  });

  it('drop children beyond the children per adult and the guests per room', () => {
    expect(
      parseSearchParams(
        `adults=1&kids_tiers=${enc([
          { code: 'A', count: 2 },
          { code: 'B', count: 2 },
        ])}`,
        defaults,
      ).rooms[0]!.kidsTiers,
    ).toEqual([
      { code: 'A', count: 2 },
      { code: 'B', count: 1 },
    ]); // 3 children per adult
    expect(parseSearchParams(`adults=5&kids_tiers=${enc([{ code: 'A', count: 3 }])}`, defaults).rooms[0]!.kidsTiers).toEqual([{ code: 'A', count: 1 }]); // 6 guests
  });

  it('read ages at check-out where the hotel asks ages, from kids_ages or each room, ignoring tiers there', () => {
    expect(parseSearchParams(`adults=2&kids_ages=${enc([4, 9])}&kids_tiers=${enc([{ code: 'A', count: 1 }])}&room_count=2`, byAge).rooms).toEqual([
      room(2, [], [4, 9]),
      room(2, [], [4, 9]),
    ]);
    expect(parseSearchParams(`rooms=${enc([{ adults: 1, children_ages: [3, 18, -1, 2.5, 'x', 17] }])}`, byAge).rooms).toEqual([room(1, [], [3, 17])]);
    expect(parseSearchParams('kids_ages=[4,', byAge).rooms).toEqual([room(2)]);
    expect(parseSearchParams(`kids_ages=${enc([4])}`, multi).rooms).toEqual([room(2)]); // tiers mode: no ages
  });

  it('write identical rooms as adults, kids and room_count, and different rooms as rooms JSON', () => {
    const same = { ...parseSearchParams('', multi), rooms: [room(1, [{ code: 'A', count: 1 }]), room(1, [{ code: 'A', count: 1 }])] };
    const written = new URLSearchParams(writeSearchParams('rooms=x', 'sakura-kyoto', same));
    expect([written.get('adults'), written.get('kids_tiers'), written.get('room_count'), written.has('rooms')]).toEqual([
      '1',
      '[{"code":"A","count":1}]',
      '2',
      false,
    ]);
    expect(parseSearchParams(written.toString(), multi)).toEqual(same);
    const single = new URLSearchParams(writeSearchParams('room_count=3', 'sakura-kyoto', { ...same, rooms: [room(2)] }));
    expect(single.has('room_count')).toBe(false);
    const different = { ...same, rooms: [room(2, [{ code: 'B', count: 1 }]), room(1)] };
    const mixed = new URLSearchParams(writeSearchParams('adults=2&room_count=2&kids_tiers=x', 'sakura-kyoto', different));
    expect(mixed.get('rooms')).toBe('[{"adults":2,"kids_tiers":[{"code":"B","count":1}]},{"adults":1,"kids_tiers":[]}]');
    expect(['adults', 'kids_tiers', 'room_count'].some((key) => mixed.has(key))).toBe(false);
    expect(parseSearchParams(mixed.toString(), multi)).toEqual(different);
    const ages = { ...same, rooms: [room(2, [], [5]), room(2, [], [5])] };
    const agesWritten = new URLSearchParams(writeSearchParams('', 'sakura-kyoto', ages));
    expect(agesWritten.get('kids_ages')).toBe('[5]');
    expect(parseSearchParams(agesWritten.toString(), byAge)).toEqual(ages);
  });

  it('send every room to the room search, with ages where given', () => {
    const params = { ...parseSearchParams('', byAge), rooms: [room(2, [], [4, 9]), room(1)] };
    expect(roomSearchQuery(params).rooms).toBe('[{"adults":2,"kids_tiers":[],"children_ages":[4,9]},{"adults":1,"kids_tiers":[]}]');
  });

  it('take the room limit, the kids mode and the bed-sharing rule from the hotel settings', () => {
    expect(searchDefaults(settingsFixture()).roomLimit).toBe(1);
    expect(searchDefaults(multiRoomSettingsFixture(5)).roomLimit).toBe(5);
    expect(searchDefaults({ ...settingsFixture(), multi_rooms_search_limit: 5 }).roomLimit).toBe(1); // multi-room search not enabled
    const ages = multiRoomSettingsFixture(3, { kids_setting: { kids_type: 'ages', accept_type: 'accept', shared_bed_type: 'accept' } });
    expect(searchDefaults(ages).kidsByAge).toBe(true);
    const noSharing = settingsFixture({ kids_setting: { kids_type: 'tiers', accept_type: 'accept', shared_bed_type: 'not_accept' } });
    expect(searchDefaults(noSharing).tierCodes).toEqual(['A']); // B shares a bed
  });

  it('take today in the hotel time zone, not the browser one', () => {
    const settings = settingsFixture();
    // 2030-06-10 20:00 UTC is already 2030-06-11 in Tokyo
    expect(searchDefaults(settings, new Date('2030-06-10T20:00:00Z')).today).toBe('2030-06-11');
  });
  it('read every search-form option of a deep link, dropping unknown filters, modes and malformed codes', () => {
    const search =
      'filter=non_smoking,jacuzzi,breakfast&is_including_occupied=true&mode=secret&promo_code=SECRET2026' +
      '&room_type_codes=DBL,TWN&room_type_code=DBL&hotel_plan_code=SAVER&room_plan_codes=DBL-SAVER,bad%20code';
    expect(parseSearchParams(search, defaults)).toMatchObject({
      filter: ['non_smoking', 'breakfast'],
      includeOccupied: true,
      mode: 'secret',
      promoCode: 'SECRET2026',
      roomTypeCodes: ['DBL', 'TWN'],
      hotelPlanCodes: ['SAVER'],
      roomPlanCodes: ['DBL-SAVER'],
    });
    expect(parseSearchParams('mode=lottery&promo_code=%3Cscript%3E&is_including_occupied=yes', defaults)).toMatchObject({
      mode: 'none',
      promoCode: null,
      includeOccupied: false,
    });
  });

  it('write the options back under their spec names and send them to the room search', () => {
    const params = parseSearchParams(
      'filter=breakfast&mode=secret&promo_code=SECRET2026&room_type_code=DBL&hotel_plan_codes=SAVER&room_plan_codes=DBL-SAVER',
      defaults,
    );
    const written = new URLSearchParams(writeSearchParams('room_type_code=DBL&parentUrl=x', 'sakura-kyoto', params));
    expect(
      Object.fromEntries(
        ['filter', 'is_including_occupied', 'mode', 'promo_code', 'room_type_codes', 'room_type_code', 'hotel_plan_codes', 'room_plan_codes', 'parentUrl'].map(
          (k) => [k, written.get(k)],
        ),
      ),
    ).toEqual({
      filter: 'breakfast',
      is_including_occupied: 'false',
      mode: 'secret',
      promo_code: 'SECRET2026',
      room_type_codes: 'DBL',
      room_type_code: null,
      hotel_plan_codes: 'SAVER',
      room_plan_codes: 'DBL-SAVER',
      parentUrl: 'x',
    });
    expect(parseSearchParams(written.toString(), defaults)).toEqual(params);
    expect(roomSearchQuery(params)).toMatchObject({
      filter: 'breakfast',
      mode: 'secret',
      promo_code: 'SECRET2026',
      room_type_codes: 'DBL',
      hotel_plan_codes: 'SAVER',
    });
    expect(roomSearchQuery(parseSearchParams('', defaults))).not.toHaveProperty('mode');
    expect(roomSearchQuery({ ...params, includeOccupied: true }).is_including_occupied).toBe('true');
  });

  it('take the sold-out rule, the first check-in and the reservable period from the default search settings', () => {
    const now = new Date('2030-06-10T03:00:00Z');
    const base = settingsFixture();
    const setting = base.booking_widget_setting_attributes.default_search_setting;
    const withDefaults = (change: Partial<typeof setting>, months = 12) =>
      searchDefaults(
        {
          ...base,
          booking_widget_setting_attributes: { ...base.booking_widget_setting_attributes, default_search_setting: { ...setting, ...change } },
          settings: { ...base.settings, reservable_period_months: months },
        },
        now,
      );
    expect(withDefaults({})).toMatchObject({ includeOccupied: false, earliest: '2030-06-10', lastCheckout: '2031-06-11' });
    expect(withDefaults({ available_rooms_only: false, yesterday_bookable: true, checkin_date_offset: 3, sort_order: 'recommended' }, 3)).toMatchObject({
      includeOccupied: true,
      earliest: '2030-06-09',
      lastCheckout: '2030-09-11',
      checkinOffset: 3,
      order: 'recommended',
    });
    const open = withDefaults({ available_rooms_only: false, yesterday_bookable: true, checkin_date_offset: 3, sort_order: 'recommended' }, 3);
    expect(parseSearchParams('', open)).toMatchObject({ checkin: '2030-06-13', order: 'recommended', includeOccupied: true });
    expect(parseSearchParams('checkin=2030-06-09&checkout=2030-06-10', open).checkin).toBe('2030-06-09'); // yesterday
    expect(parseSearchParams('checkin=2030-06-09&checkout=2030-06-10', withDefaults({})).checkin).toBe('2030-06-10');
    expect(parseSearchParams('checkin=2030-09-10&checkout=2030-09-11', open).checkout).toBe('2030-09-11'); // last night of the period
    expect(parseSearchParams('checkin=2030-09-10&checkout=2030-09-12', open).checkout).toBe('2030-09-11');
    expect(parseSearchParams('checkin=2030-09-11&checkout=2030-09-12', open).checkin).toBe('2030-06-13');
    expect(parseSearchParams('is_including_occupied=false', open).includeOccupied).toBe(false);
  });
});
