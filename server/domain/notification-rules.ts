/**
 * Who sees which notice (spec 1 §5 and §6), as plain functions: the display window, the plans a
 * notice is about, and the viewer labels.
 */

/**
 * The signed-in member or corporate user a notice is shown to; null for a guest who is not
 * signed in. Ids are the membership programme's, rank's and organization's.
 */
export type NotificationViewer = {
  programIds: string[];
  rankIds: string[];
  organizationIds: string[];
} | null;

/** A notice as the rules need it. */
export type NoticeTarget = {
  display_start_date: string;
  display_end_date: string;
  hotel_plan_codes: readonly string[];
  labels: readonly string[];
};

/**
 * Spec 1 §6: the labels a viewer matches. Everyone matches all_users; a member matches
 * membership_program_{id} of each programme, membership_rank_{id} of each rank and
 * membership_rank_all when ranked; a corporate user membership_organization_{id} and
 * membership_organization_all.
 */
export function viewerLabels(viewer: NotificationViewer): Set<string> {
  const labels = new Set(['all_users']);
  if (!viewer) return labels;
  for (const id of viewer.programIds) labels.add(`membership_program_${id}`);
  for (const id of viewer.rankIds) labels.add(`membership_rank_${id}`);
  if (viewer.rankIds.length > 0) labels.add('membership_rank_all');
  for (const id of viewer.organizationIds) labels.add(`membership_organization_${id}`);
  if (viewer.organizationIds.length > 0) labels.add('membership_organization_all');
  return labels;
}

/** Whether one of a notice's labels is the viewer's. */
export function labelsMatch(labels: readonly string[], viewer: NotificationViewer): boolean {
  const mine = viewerLabels(viewer);
  return labels.some((label) => mine.has(label));
}

/** Spec 1 §5: shown only when the check-in date is within the display dates, both included. */
export function withinDisplayDates(notice: Pick<NoticeTarget, 'display_start_date' | 'display_end_date'>, checkin: string): boolean {
  return notice.display_start_date <= checkin && checkin <= notice.display_end_date;
}

/**
 * Whether a notice concerns the plans asked about. A notice about no plan in particular always
 * does; one about some plans only when one of them is asked about.
 */
export function concernsPlans(noticePlans: readonly string[], askedPlans: readonly string[] | undefined): boolean {
  if (noticePlans.length === 0) return true;
  return (askedPlans ?? []).some((code) => noticePlans.includes(code));
}

/** Whether a notice is shown for this check-in date, these plans and this viewer. */
export function noticeApplies(notice: NoticeTarget, context: { checkin: string; planCodes?: readonly string[]; viewer: NotificationViewer }): boolean {
  return withinDisplayDates(notice, context.checkin) && concernsPlans(notice.hotel_plan_codes, context.planCodes) && labelsMatch(notice.labels, context.viewer);
}
