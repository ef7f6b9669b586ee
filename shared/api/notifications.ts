import * as v from 'valibot';
import { dataOf, HotelCodeSchema, IsoDateSchema, QueryCodeListSchema } from './common.ts';
import { defineCall } from './define.ts';

/** How strongly a notice asks for attention. */
export const NotificationSeveritySchema = v.picklist(['info', 'warning']);

/**
 * Spec 1 §3 (selected booking state): a notice of the hotel or of its brand, in the request's
 * locale. Shown only while the check-in date lies within its display dates, both included (spec 1 §5).
 */
export const NotificationSchema = v.object({
  id: v.string(),
  /** Written by the hotel itself, or by its brand for every hotel of the brand. */
  scope: v.picklist(['hotel', 'brand']),
  title: v.string(),
  /**
   * The hotel's text as HTML, already sanitized by the server: paragraphs, line breaks, simple
   * emphasis, lists and links (which open in a new tab). Safe to render as HTML as it comes.
   */
  body_html: v.string(),
  severity: NotificationSeveritySchema,
  display_start_date: IsoDateSchema,
  display_end_date: IsoDateSchema,
  /** Hotel plans the notice is about; empty when it is about every plan. */
  hotel_plan_codes: v.array(v.string()),
  /** Who may see it (spec 1 §6): all_users, membership_program_{id}, membership_rank_{id}, ... */
  labels: v.array(v.string()),
});
/** A notice of a hotel or its brand. */
export type Notification = v.InferOutput<typeof NotificationSchema>;

/**
 * Spec 1 §3 and §5: the notices of a hotel and of its brand for a check-in date. Without
 * hotel_plan_codes only notices about every plan; with them, those too and notices about one of
 * those plans. Only notices whose labels match the viewer (a guest who is not signed in matches
 * all_users only; a signed-in member also membership_program_{id}, membership_rank_{id} and
 * membership_rank_all of their programme and rank).
 */
export const listNotifications = defineCall({
  name: 'listNotifications',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/notifications',
  summary: 'Notices of a hotel and its brand for a check-in date',
  session: true,
  /** A signed-in member's token adds the notices of their programme's and rank's labels (spec 1 §6). */
  member: 'optional',
  params: v.object({ code: HotelCodeSchema }),
  query: v.object({
    checkin_date: IsoDateSchema,
    hotel_plan_codes: v.optional(QueryCodeListSchema),
  }),
  answer: dataOf(v.array(NotificationSchema)),
  status: 200,
});
