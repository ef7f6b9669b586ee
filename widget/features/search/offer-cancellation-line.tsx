import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $locale } from '../../lib/i18n.ts';
import { formatDate, formatTime } from '../../ui/dates.tsx';
import { formatPercent } from '../../ui/money.tsx';
import { $offerCancellations } from './offer-cancellation.ts';

/** One short line of an offer's cancellation policy ("Free cancellation until Tue, Dec 8"); nothing while its policy is unknown. */
export function OfferCancellationLine({ roomPlanCode }: { roomPlanCode: string }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const terms = useStore($offerCancellations).get(roomPlanCode);
  if (!terms) return null;
  let line: string;
  if (terms.kind === 'free_until') {
    const date = formatDate(terms.date, locale, 'short');
    const time = terms.hour === null ? null : formatTime(terms.hour, locale);
    line = time === null ? t`Free cancellation until ${date}` : t`Free cancellation until ${date}, ${time}`;
  } else if (terms.kind === 'non_refundable') {
    line = t`Non-refundable`;
  } else if (terms.kind === 'fee_from_booking') {
    const percentage = formatPercent(terms.percentage, locale);
    line = t`Cancellation fee from booking: ${percentage}`;
  } else {
    line = t`No cancellation fee`;
  }
  return <p class={`offer-cancellation offer-cancellation-${terms.kind === 'free_until' || terms.kind === 'no_fee' ? 'free' : 'fee'}`}>{line}</p>;
}
