import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CancellationPolicy } from '../../shared/api/cancellation-policies.ts';
import { addDays } from '../lib/dates.ts';
import { $locale } from '../lib/i18n.ts';
import { formatDate } from './dates.tsx';
import { formatTime } from './time.ts';
import { formatPercent } from './money.tsx';

type Part = CancellationPolicy['cancellation_policy_parts'][number];

/** The stay a policy is read for: its tiers then fall on calendar dates. */
export type PolicyStay = { checkin: string; bookedOn: string };

// without a stay, a tier this far ahead (a non-refundable rate: 999 days before) applies from booking on
const FROM_BOOKING_DAYS = 365;

/**
 * A cancellation policy in words (spec 1 §3, spec 2 §9.2): each tier with the day it starts
 * (days before check-in, at an hour of hotel time), the share of the total it costs, the
 * same-day rule and the no-show rule. With a stay, each tier also names its date; without
 * one (the /cancellation-policy page) only the days before check-in.
 */
export function CancellationPolicyText({
  policy,
  checkin,
  bookedOn,
  description = true,
}: { policy: CancellationPolicy; description?: boolean } & (PolicyStay | { checkin?: undefined; bookedOn?: undefined })) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const parts = [...policy.cancellation_policy_parts].sort((a, b) => b.days_before - a.days_before || (a.hours_after ?? 0) - (b.hours_after ?? 0));
  // a tier that began before the booking day (a non-refundable rate: 999 days before) applies from booking on
  const started = (part: Part) => (checkin === undefined ? part.days_before >= FROM_BOOKING_DAYS : addDays(checkin, -part.days_before) < bookedOn!);
  const charged = parts.filter((part) => part.percentage_of_cost > 0);
  const fromBooking = charged.filter(started);
  const later = charged.filter((part) => !started(part));

  const when = (part: Part) => {
    const days = part.days_before;
    const dayWords = days === 0 ? t`the check-in day` : plural(days, { one: '# day before check-in', other: '# days before check-in' });
    const time = part.hours_after === null ? null : formatTime(part.hours_after, locale);
    if (checkin === undefined) return { dayWords, at: time };
    const date = formatDate(addDays(checkin, -part.days_before), locale);
    const at = time === null ? date : t`${date}, ${time}`;
    return { dayWords, at };
  };

  const first = charged[0];
  const freeUntil = first && !started(first) ? when(first) : null;
  const bookingShare = fromBooking.length ? formatPercent(Math.max(...fromBooking.map((part) => part.percentage_of_cost)), locale) : null;
  const noShow = formatPercent(policy.no_show_percentage_of_cost, locale);

  return (
    <div class="policy">
      <ul class="policy-list">
        {bookingShare !== null ? (
          <li>{t`From the time of booking: ${bookingShare} of the total price.`}</li>
        ) : freeUntil === null ? (
          <li>{t`Free cancellation until the day before check-in.`}</li>
        ) : checkin === undefined ? (
          <FreeUntilDay dayWords={freeUntil.dayWords} time={freeUntil.at} />
        ) : (
          <FreeUntil at={freeUntil.at!} />
        )}
        {later.map((part) => {
          const { dayWords, at } = when(part);
          const percentage = formatPercent(part.percentage_of_cost, locale);
          const key = `${part.days_before}-${part.hours_after}`;
          return (
            <li key={key}>
              {at === null ? t`From ${dayWords}: ${percentage} of the total price.` : t`From ${dayWords} (${at}): ${percentage} of the total price.`}
            </li>
          );
        })}
        <li>{t`On the check-in day, reservations cannot be cancelled online. Please call the hotel.`}</li>
        <li>{policy.no_show_percentage_of_cost > 0 ? t`No-show: ${noShow} of the total price.` : t`No-show: no charge.`}</li>
      </ul>
      {description && policy.description ? (
        <p class="policy-description" dir="auto">
          {policy.description}
        </p>
      ) : null}
    </div>
  );
}

function FreeUntil({ at }: { at: string }) {
  const { t } = useLingui();
  return <li>{t`Free cancellation before ${at}.`}</li>;
}

function FreeUntilDay({ dayWords, time }: { dayWords: string; time: string | null }) {
  const { t } = useLingui();
  return <li>{time === null ? t`Free cancellation until ${dayWords}.` : t`Free cancellation until ${dayWords} (${time}).`}</li>;
}
