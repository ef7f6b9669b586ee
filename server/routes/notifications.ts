import type { Hono } from 'hono';
import { listNotifications, type Notification } from '../../shared/api/notifications.ts';
import type { Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import { listNotificationsOn, type NotificationRow } from '../db/repositories/notifications-repository.ts';
import { sanitizeNoticeHtml } from '../domain/notice-html.ts';
import { noticeApplies } from '../domain/notification-rules.ts';
import { audienceNotificationViewer } from '../domain/member-programmes.ts';
import { localizedText, type HotelLocale } from '../domain/localized-text.ts';
import { mountCall } from '../http/mount-call.ts';
import { requireHotel } from './hotel-access.ts';
import { requestAudience } from './member-access.ts';

/** A stored notice as the API shows it: in the caller's language (else the hotel's, localizedText), its HTML sanitized. */
export function notificationView(row: NotificationRow, locale: Locale, hotelLocale: HotelLocale): Notification {
  return {
    id: row.id,
    scope: row.hotel_id ? 'hotel' : 'brand',
    title: localizedText(row.titles, locale, hotelLocale),
    body_html: sanitizeNoticeHtml(localizedText(row.bodies, locale, hotelLocale)),
    severity: row.severity,
    display_start_date: row.display_start_date,
    display_end_date: row.display_end_date,
    hotel_plan_codes: row.hotel_plan_codes,
    labels: row.labels,
  };
}

/** GET /hotels/:code/notifications?checkin_date=&hotel_plan_codes= (spec 1 §3, §5, §6). */
export function mountNotifications(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, listNotifications, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    // spec 1 §6: a guest matches all_users only; a signed-in member also their programme's and rank's labels
    const viewer = audienceNotificationViewer(await requestAudience(deps, c, hotel));
    const context = { checkin: query.checkin_date, planCodes: query.hotel_plan_codes, viewer };
    return (await listNotificationsOn(deps.db, hotel, query.checkin_date))
      .filter((row) => noticeApplies(row, context))
      .map((row) => notificationView(row, locale, hotel.locale));
  });
}
