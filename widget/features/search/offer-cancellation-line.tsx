import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $locale } from '../../lib/i18n.ts';
import { formatDate } from '../../ui/dates.tsx';
import { formatDateAtHour } from '../../ui/time.ts';
import { formatPercent } from '../../ui/money.tsx';
import { $offerCancellations } from './offer-cancellation.ts';

/**
 * One short line of an offer's cancellation policy ("Free cancellation until Tue, Dec 8"); nothing
 * while its policy is unknown.
 */
export function OfferCancellationLine({ roomPlanCode }: { roomPlanCode: string }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const terms = useStore($offerCancellations).get(roomPlanCode);
  if (!terms) return null;
  let line: string;
  if (terms.kind === 'free_until') {
    const until = terms.hour === null ? formatDate(terms.date, locale, 'short') : formatDateAtHour(terms.date, terms.hour, locale);
    line = t`Free cancellation until ${until}`;
  } else if (terms.kind === 'non_refundable') {
    line = t`Non-refundable`;
  } else if (terms.kind === 'fee_from_booking') {
    const percentage = formatPercent(terms.percentage, locale);
    line = t`Cancellation fee from booking: ${percentage}`;
  } else {
    // no fee, but booked on the check-in day, when cancelling is by phone only (spec 1 §4): nothing to promise
    return null;
  }
  return <p class={`offer-cancellation offer-cancellation-${terms.kind === 'free_until' ? 'free' : 'fee'}`}>{line}</p>;
}
