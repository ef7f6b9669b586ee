import { atom } from 'nanostores';
import { listNotifications, type Notification } from '../../../shared/api/notifications.ts';
import { callApi } from '../../lib/api-client.ts';
import { hotelKey, readStored, writeStored } from '../../lib/storage.ts';

/** The hotel's and brand's notices for the check-in date and plans being looked at (spec 1 §3, §5). */
export type NoticesState =
  | { status: 'idle' }
  /** `previous`: the notices shown for the same hotel, date and language, kept on screen meanwhile. */
  | { status: 'loading'; key: string; previous?: Notification[] }
  | { status: 'done'; key: string; notices: Notification[] }
  | { status: 'error'; key: string; error: unknown };

/** The longest the notices are waited for; after it, the page goes on without them. */
export const NOTICES_WAIT_MS = 5000;

export const $notices = atom<NoticesState>({ status: 'idle' });

/** Ids of the notices the guest has hidden in this browsing session. */
export const $dismissedNotices = atom<string[]>([]);

const dismissedKey = (hotelCode: string) => hotelKey(hotelCode, 'dismissed_notices');

/**
 * Loads the notices for a check-in date (and the plans chosen, if any), unless the same ones in
 * the same language are already shown or loading. Of overlapping loads the last one wins.
 */
export async function loadNotices(hotelCode: string, checkin: string, planCodes: readonly string[] | undefined, locale: string): Promise<void> {
  const plans = [...(planCodes ?? [])].sort();
  const key = JSON.stringify([hotelCode, checkin, plans, locale]);
  const current = $notices.get();
  if (current.status !== 'idle' && current.status !== 'error' && current.key === key) return;
  // the same stay's notices stay up while those of the chosen plans load: nothing jumps on the page
  const kept = current.status === 'done' ? current.notices : current.status === 'loading' ? current.previous : undefined;
  const sameStay = 'key' in current && sameHotelDateAndLanguage(current.key, key);
  $notices.set(kept && sameStay ? { status: 'loading', key, previous: kept } : { status: 'loading', key });
  try {
    const { data } = await callApi(
      listNotifications,
      {
        params: { code: hotelCode },
        query: { checkin_date: checkin, ...(plans.length > 0 ? { hotel_plan_codes: plans.join(',') } : {}) },
      },
      // the results wait for the notices (search.css): they never wait longer than this
      { signal: AbortSignal.timeout(NOTICES_WAIT_MS) },
    );
    if (($notices.get() as { key?: string }).key === key) $notices.set({ status: 'done', key, notices: data });
  } catch (error) {
    // a notice is never worth blocking a booking for: the component shows nothing on failure
    if (($notices.get() as { key?: string }).key === key) $notices.set({ status: 'error', key, error });
  }
}

function sameHotelDateAndLanguage(a: string, b: string): boolean {
  const [hotelA, checkinA, , localeA] = JSON.parse(a) as [string, string, string[], string];
  const [hotelB, checkinB, , localeB] = JSON.parse(b) as [string, string, string[], string];
  return hotelA === hotelB && checkinA === checkinB && localeA === localeB;
}

/** Whether the notices are yet to come with nothing shown in their place meanwhile. */
export function noticesPending(state: NoticesState): boolean {
  return state.status === 'idle' || (state.status === 'loading' && !state.previous);
}

/** The notices to show: those loaded, or while loading, the same stay's earlier ones. */
export function shownNotices(state: NoticesState): Notification[] {
  if (state.status === 'done') return state.notices;
  return state.status === 'loading' ? (state.previous ?? []) : [];
}

/** Brings back the notices hidden earlier in this session (session storage, per hotel). */
export function restoreDismissedNotices(hotelCode: string): void {
  $dismissedNotices.set(readStored<string[]>('session', dismissedKey(hotelCode)) ?? []);
}

/** Hides a notice for the rest of the session. */
export function dismissNotice(hotelCode: string, id: string): void {
  const next = [...new Set([...$dismissedNotices.get(), id])];
  $dismissedNotices.set(next);
  writeStored('session', dismissedKey(hotelCode), next);
}
