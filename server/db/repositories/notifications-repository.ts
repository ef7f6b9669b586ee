import type { Db } from '../client.ts';
import '../notifications-schema.ts';

/**
 * Notices of a hotel and of its brand whose display dates include the check-in date (both ends
 * included, spec 1 §5), hotel notices first within the same sort.
 */
export function listNotificationsOn(db: Db, hotel: { id: string; brand_id: string }, checkin: string) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where((eb) => eb.or([eb('hotel_id', '=', hotel.id), eb('brand_id', '=', hotel.brand_id)]))
    .where('display_start_date', '<=', checkin)
    .where('display_end_date', '>=', checkin)
    .orderBy('sort')
    .orderBy((eb) => eb.case().when('hotel_id', 'is not', null).then(0).else(1).end())
    .orderBy('display_start_date')
    .orderBy('id')
    .execute();
}

/** A stored notice. */
export type NotificationRow = Awaited<ReturnType<typeof listNotificationsOn>>[number];
