import type { Db } from '../db/client.ts';
import { releaseInventory } from '../db/repositories/inventory-repository.ts';
import type { ReservationRow, RoomRows } from '../db/repositories/reservations-repository.ts';
import { occupiedUntil } from '../domain/day-use.ts';
import { countBy } from '../domain/group-by.ts';
import { releaseExtras } from './book-extras.ts';
import { releaseCoupon } from './redeem-coupon.ts';

/**
 * Gives back what a reservation holds, inside the transaction that cancels it: its extras, its
 * coupon, its rooms and its plans' stock, in the order a booking takes them, so a cancellation
 * and a booking sharing rows never wait for each other in a circle. A day-use stay (check-out
 * equal to check-in) gives back its one date.
 */
export async function releaseHeld(trx: Db, row: Pick<ReservationRow, 'id' | 'checkin_date' | 'checkout_date'>, rooms: RoomRows): Promise<void> {
  await releaseExtras(trx, row.id);
  await releaseCoupon(trx, row.id);
  await releaseInventory(trx, {
    rooms: countBy(rooms, (room) => room.room_type_id).map(([roomTypeId, count]) => ({ roomTypeId, count })),
    roomPlans: countBy(rooms, (room) => room.room_plan_id).map(([roomPlanId, count]) => ({ roomPlanId, count })),
    checkin: row.checkin_date,
    checkout: occupiedUntil(row.checkin_date, row.checkout_date),
  });
}
