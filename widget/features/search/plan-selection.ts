import type { RoomPlanResult } from '../../../shared/api/rooms.ts';
import { track } from '../../lib/analytics.ts';
import { saveSelection, selectionTotals, type SelectedRoom, type Selection } from '../../lib/selection.ts';
import { majorUnits } from '../../ui/money.tsx';
import { roomItem } from './search-analytics.ts';
import type { RoomParams } from './search-params.ts';
import { $results, $searchParams } from './search-store.ts';

// Spec 1 §4, choosing a room plan: kept for checkout (loaded with the results, not with the first screen).

/** The context a selection keeps for checkout. */
export type SelectionContext = { kidsTierNames: Record<string, string>; searchQuery: string };

/** One searched room booked under a room plan, priced for that room's guests (room_prices[index]). */
export function selectedRoomOf(plan: RoomPlanResult, roomIndex: number, room: RoomParams): SelectedRoom | null {
  const price = plan.room_prices[roomIndex] ?? (roomIndex === 0 && plan.room_prices.length === 0 ? plan : null);
  if (!price) return null;
  return {
    roomIndex,
    roomTypeCode: plan.room_type_code,
    roomTypeName: plan.room_type_name,
    roomPlanCode: plan.room_plan_code,
    roomPlanName: plan.room_plan_name,
    hotelPlanCode: plan.hotel_plan_code,
    meal: plan.meal,
    cancellationPolicyId: plan.cancellation_policy_id,
    numberOfAdults: room.adults,
    kidsTiers: room.kidsTiers.filter((tier) => tier.count > 0),
    childrenAges: [...room.childrenAges],
    ...(room.adultCompanions ? { adultCompanions: room.adultCompanions } : {}),
    ...(room.kidCompanions ? { kidCompanions: room.kidCompanions } : {}),
    salePrice: price.total_price,
    salePriceWithoutTax: price.total_price_without_tax,
    tax: price.tax,
    nightlyPrices: price.nightly_prices,
    paymentTypes: plan.payment_types,
    depositPercentage: plan.deposit_percentage,
  };
}

/** Keeps the selection for checkout and tells analytics (add_to_cart, one item per room). */
export function keepSelection(hotelCode: string, rooms: SelectedRoom[], context: SelectionContext): Selection | null {
  const results = $results.get();
  if (results.status !== 'done' || rooms.length === 0) return null;
  const { result } = results;
  const selection: Selection = {
    hotelCode,
    checkin: result.checkin_date,
    checkout: result.checkout_date,
    nights: result.nights,
    currency: result.currency,
    kidsTierNames: context.kidsTierNames,
    searchQuery: context.searchQuery,
    rooms,
    paymentPromotion: result.payment_promotion_info ?? null,
  };
  saveSelection(selection);
  const total = selectionTotals(rooms).total;
  track('add_to_cart', { currency: result.currency, value: majorUnits(total, result.currency), items: rooms.map((room) => roomItem(room, result.currency)) });
  return selection;
}

/**
 * One-room search: the guest chose a room plan; keep it (with the search) for checkout.
 * Returns the selection, or null when there is no current result to choose from.
 */
export function selectRoomPlan(hotelCode: string, plan: RoomPlanResult, context: SelectionContext): Selection | null {
  const params = $searchParams.get();
  const room = params?.rooms[0];
  if (!room || plan.is_sold_out) return null;
  const selected = selectedRoomOf(plan, 0, room);
  return selected ? keepSelection(hotelCode, [selected], context) : null;
}
