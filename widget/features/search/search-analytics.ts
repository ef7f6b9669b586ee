import type { RoomPlanResult, RoomSearchResult } from '../../../shared/api/rooms.ts';
import { track } from '../../lib/analytics.ts';
import type { SelectedRoom } from '../../lib/selection.ts';
import { majorUnits } from '../../ui/money.tsx';

/** Reports a search's results to analytics (GA4 view_item_list, one item per room plan). */
export function trackResultList(result: RoomSearchResult): void {
  const plans = result.type === 'plans' ? result.plans.flatMap((plan) => plan.rooms) : result.room_types.flatMap((room) => room.room_plans);
  const items = plans.map((plan, index) => itemOf(plan, result.currency, index));
  track('view_item_list', { item_list_id: 'search_results', item_list_name: 'Search results', currency: result.currency, items });
}

function itemOf(plan: RoomPlanResult, currency: RoomSearchResult['currency'], index: number) {
  return {
    item_id: plan.room_plan_code,
    item_name: plan.room_plan_name,
    item_category: plan.room_type_name,
    price: majorUnits(plan.total_price, currency),
    index,
    quantity: 1,
  };
}

/** A GA4 item for one booked room. */
export function roomItem(room: SelectedRoom, currency: RoomSearchResult['currency']) {
  return {
    item_id: room.roomPlanCode,
    item_name: room.roomPlanName,
    item_category: room.roomTypeName,
    price: majorUnits(room.salePrice, currency),
    quantity: 1,
  };
}
