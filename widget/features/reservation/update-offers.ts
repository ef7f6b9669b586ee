import { atom } from 'nanostores';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { type RoomSearchResult, searchRooms } from '../../../shared/api/rooms.ts';
import { callApi } from '../../lib/api-client.ts';

/**
 * One room type a room of the reservation may move to (spec 1 §4: same plan, another room type):
 * its price for the room's guests on the new dates, and what it costs more (positive) or less
 * than the room's current room type on those dates (null when that one has no price for them).
 */
export type RoomOffer = {
  room_type_code: string;
  room_plan_code: string;
  room_type_name: string;
  total_price: number;
  difference: number | null;
};

type Asked = { reservation: Reservation; checkin: string; checkout: string };

/**
 * The room types each room of the reservation may take on the new dates, room by room; `failed`
 * when the search was not answered. For the reservation as read (a change made since prices
 * against the new room types).
 */
export type UpdateOffersState = { status: 'idle' } | (Asked & { status: 'loading' | 'failed' }) | (Asked & { status: 'done'; rooms: RoomOffer[][] });
export const $updateOffers = atom<UpdateOffersState>({ status: 'idle' });

/**
 * The offers of a search for each booked room: the room plans of the same plan as the room's
 * (the plan its current room plan belongs to), priced for that room's guests and not sold out,
 * its current room type always first. A room whose plan the search does not sell (withdrawn, or
 * not sold on these dates) has only its current room type, with no price.
 */
export function roomOffers(result: RoomSearchResult, rooms: Reservation['rooms']): RoomOffer[][] {
  const plans = result.room_types.flatMap((type) => type.room_plans);
  return rooms.map((room, index) => {
    const current = plans.find((plan) => plan.room_plan_code === room.room_plan_code);
    const currentPrice = current?.room_prices[index]?.total_price ?? null;
    const offers: RoomOffer[] = [];
    for (const plan of plans) {
      const price = plan.room_prices[index];
      const mine = plan.room_type_code === room.room_type_code;
      if (!current || plan.hotel_plan_code !== current.hotel_plan_code || !price || (plan.is_sold_out && !mine)) continue;
      const offer = {
        room_type_code: plan.room_type_code,
        room_plan_code: plan.room_plan_code,
        room_type_name: plan.room_type_name,
        total_price: price.total_price,
        difference: currentPrice === null ? null : price.total_price - currentPrice,
      };
      if (mine) offers.unshift(offer);
      else offers.push(offer);
    }
    return offers;
  });
}

/** Searches the new dates for the reservation's rooms and guests (sold-out room types too, to price the current ones). */
export async function loadUpdateOffers(hotelCode: string, reservation: Reservation, checkin: string, checkout: string): Promise<void> {
  const asked = (state: UpdateOffersState) =>
    state.status !== 'idle' && state.reservation === reservation && state.checkin === checkin && state.checkout === checkout;
  const state = $updateOffers.get();
  if (asked(state) && state.status !== 'failed') return;
  $updateOffers.set({ status: 'loading', reservation, checkin, checkout });
  const rooms = reservation.rooms.map(({ adults, kids_tiers, children_ages, adult_companion, kid_tier_A_companion }) => ({
    adults,
    kids_tiers,
    children_ages,
    adult_companion,
    kid_tier_A_companion,
  }));
  try {
    const { data } = await callApi(searchRooms, {
      params: { code: hotelCode },
      query: {
        checkin_date: checkin,
        checkout_date: checkout,
        rooms: JSON.stringify(rooms),
        is_including_occupied: 'true',
        ...(checkin === checkout ? { is_day_use: 'true' as const } : {}),
      },
    });
    // the guest moved the dates meanwhile: the later search answers for them
    if (asked($updateOffers.get())) $updateOffers.set({ status: 'done', reservation, checkin, checkout, rooms: roomOffers(data, reservation.rooms) });
  } catch {
    if (asked($updateOffers.get())) $updateOffers.set({ status: 'failed', reservation, checkin, checkout });
  }
}
