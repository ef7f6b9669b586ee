/**
 * Which additional questions a guest is asked (spec 1 §3, §6) and the times a check-in or
 * check-out question offers. Plain functions: the routes and the answer check share them.
 */

/** Who is booking, as far as labels care (spec 1 §6). Nobody signs in yet: anonymous is `null`. */
export type Viewer = { programId?: string; rankId?: string; organizationId?: string } | null;

/**
 * The labels a viewer holds (spec 1 §6): everyone `all_users`; a member also their program,
 * their rank and `membership_rank_all`; an organization user their organization and
 * `membership_organization_all`.
 */
export function viewerLabels(viewer: Viewer): string[] {
  const labels = ['all_users'];
  if (viewer?.programId) labels.push(`membership_program_${viewer.programId}`);
  if (viewer?.rankId) labels.push(`membership_rank_${viewer.rankId}`, 'membership_rank_all');
  if (viewer?.organizationId) labels.push(`membership_organization_${viewer.organizationId}`, 'membership_organization_all');
  return labels;
}

/**
 * The labels a list is filtered by: those the client asked for (spec 2 §7.4 `q.label_filters`)
 * that the viewer really holds, so nobody sees a members' question by claiming a label.
 * Without a filter, every label the viewer holds.
 */
export function effectiveLabels(requested: readonly string[] | undefined, held: readonly string[]): string[] {
  if (!requested || requested.length === 0) return [...held];
  return held.filter((label) => requested.includes(label));
}

/** A question is shown when one of its labels is one the guest holds. */
export function matchesLabels(questionLabels: readonly string[], labels: readonly string[]): boolean {
  return questionLabels.some((label) => labels.includes(label));
}

/**
 * A question limited to some plans is asked when a booked room has one of them; a question
 * with no plans is asked for every plan, and so is every question when no plan is named.
 */
export function matchesPlans(questionPlans: readonly string[], planCodes: readonly string[] | undefined): boolean {
  if (questionPlans.length === 0 || !planCodes || planCodes.length === 0) return true;
  return questionPlans.some((code) => planCodes.includes(code));
}

/** Latest arrival time offered by a check-in question, unless the hotel's check-in is later. */
export const LAST_ARRIVAL = '22:00';
/** Earliest departure time offered by a check-out question. */
export const FIRST_DEPARTURE = '06:00';
const STEP_MINUTES = 30;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function steps(from: number, to: number): string[] {
  const times: string[] = [];
  for (let m = from; m <= to; m += STEP_MINUTES) times.push(timeOf(m));
  return times;
}

/**
 * Times a check-in question offers: from the hotel's check-in time to 22:00 in 30-minute steps
 * (until 23:30 when check-in is later than 22:00). A check-out question: from 06:00 to the
 * hotel's check-out time. Times the hotel keeps as HH:MM or HH:MM:SS.
 */
export function timeOptions(kind: 'checkin_time' | 'checkout_time', hotel: { checkin_time: string; checkout_time: string }): string[] {
  if (kind === 'checkin_time') {
    const from = minutesOf(hotel.checkin_time);
    return steps(from, Math.max(minutesOf(LAST_ARRIVAL), Math.min(from, 23 * 60 + 30)));
  }
  const until = minutesOf(hotel.checkout_time);
  return steps(Math.min(minutesOf(FIRST_DEPARTURE), until), until);
}
