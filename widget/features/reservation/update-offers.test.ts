import { describe, expect, it } from 'vitest';
import type { RoomPrice } from '../../../shared/api/rooms.ts';
import { reservationFixture, roomPlanFixture, roomTypeFixture, searchResultFixture } from '../../testing/fixtures.ts';
import { roomOffers } from './update-offers.ts';

const price = (total_price: number): RoomPrice => ({
  total_price,
  total_price_without_tax: total_price,
  tax: 0,
  adults_count: 2,
  children_count: 0,
  nightly_prices: [],
});
const plan = (type: string, hotelPlan: string, prices: Array<RoomPrice | null>, soldOut = false) =>
  roomPlanFixture({
    room_type_code: type,
    room_type_name: `${type} room`,
    room_plan_code: `${type}-${hotelPlan}`,
    hotel_plan_code: hotelPlan,
    room_prices: prices,
    is_sold_out: soldOut,
  });

/** Two booked rooms under plan BB: a double (2 adults) and a twin. */
const rooms = reservationFixture().rooms;
const booked = [
  { ...rooms[0]!, room_type_code: 'DBL', room_plan_code: 'DBL-BB' },
  { ...rooms[0]!, room_type_code: 'TWN', room_plan_code: 'TWN-BB' },
];

describe('the room types each booked room may move to', () => {
  it('offers the room types of the same plan priced for each room, its current one first, with the difference against it', () => {
    const result = searchResultFixture({
      room_types: [
        roomTypeFixture({
          room_plans: [
            plan('STE', 'BB', [price(50000), price(52000)]),
            plan('DBL', 'BB', [price(30000), null], true),
            plan('TWN', 'BB', [price(28000), price(29000)]),
            plan('STE', 'RO', [price(40000), price(40000)]),
          ],
        }),
      ],
    });
    const offers = roomOffers(result, booked);
    expect(offers[0]!.map((o) => [o.room_type_code, o.total_price, o.difference])).toEqual([
      ['DBL', 30000, 0],
      ['STE', 50000, 20000],
      ['TWN', 28000, -2000],
    ]);
    // the double cannot take the second room's guests: not offered to it
    expect(offers[1]!.map((o) => [o.room_type_code, o.difference])).toEqual([
      ['TWN', 0],
      ['STE', 23000],
    ]);
  });

  it('leaves out sold-out room types, and offers nothing when the search does not sell the room’s plan', () => {
    const result = searchResultFixture({
      room_types: [roomTypeFixture({ room_plans: [plan('DBL', 'BB', [price(30000), price(30000)]), plan('STE', 'BB', [price(50000), price(50000)], true)] })],
    });
    const offers = roomOffers(result, booked);
    expect(offers[0]!.map((o) => o.room_type_code)).toEqual(['DBL']);
    expect(offers[1]).toEqual([]);
  });
});
