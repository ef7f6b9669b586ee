import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelCode } from '../../lib/context.ts';
import { $locale } from '../../lib/i18n.ts';
import { $dismissedNotices, $notices, dismissNotice, loadNotices, noticesPending, restoreDismissedNotices, shownNotices } from './notifications-store.ts';
import { NoticesPending } from './notices-pending.tsx';
import './notices.css';

/**
 * The hotel's and its brand's notices for a check-in date (spec 1 §3, §5): on the results page
 * and on guest detail, where `planCodes` names the hotel plans chosen so notices about them show
 * too. Each can be hidden for the rest of the session. Nothing shows while they load or when
 * they cannot be loaded: a notice never stands in the way of a booking.
 */
export function Notices({ checkin, planCodes }: { checkin: string; planCodes?: readonly string[] }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const state = useStore($notices);
  const dismissed = useStore($dismissedNotices);
  const code = hotelCode();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const planKey = [...(planCodes ?? [])].sort().join(',');

  useEffect(() => restoreDismissedNotices(code), [code]);
  useEffect(() => {
    void loadNotices(code, checkin, planKey ? planKey.split(',') : undefined, locale);
  }, [code, checkin, planKey, locale]);

  const visible = shownNotices(state).filter((notice) => !dismissed.includes(notice.id));
  // the results wait below for this mark to go (search.css): a notice arriving after them would push them down
  if (noticesPending(state)) return <NoticesPending />;
  if (visible.length === 0) return null;

  const hide = (index: number) => {
    dismissNotice(code, visible[index]!.id);
    // focus goes to the notice that takes its place, else to the page's heading
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.notice-dismiss');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    queueMicrotask(() => (next?.isConnected ? next : document.querySelector<HTMLElement>('h1'))?.focus());
  };

  return (
    <section class="notices" aria-labelledby={headingId}>
      <h2 id={headingId} class="visually-hidden">
        <Trans>Notices from the hotel</Trans>
      </h2>
      <ul class="notices-list" ref={listRef}>
        {visible.map((notice, index) => (
          <li key={notice.id} class={`notice-item notice-item-${notice.severity}`}>
            <div class="notice-text">
              <h3 class="notice-title">
                {notice.severity === 'warning' ? (
                  <span class="visually-hidden">
                    <Trans>Important:</Trans>{' '}
                  </span>
                ) : null}
                <bdi>{notice.title}</bdi>
              </h3>
              {/* body_html is sanitized by the server (only simple formatting and links) */}
              <div class="notice-body" dir="auto" dangerouslySetInnerHTML={{ __html: notice.body_html }} />
            </div>
            <button type="button" class="notice-dismiss" aria-label={t`Hide the notice: ${notice.title}`} onClick={() => hide(index)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
