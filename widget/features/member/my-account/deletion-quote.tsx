import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_FILTER_METHODS, type MemberReservation } from '../../../../shared/api/member-reservations.ts';
import type { Locale } from '../../../../shared/constants.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../ui/dates.tsx';
import { Money } from '../../../ui/money.tsx';
import { Loading } from '../../../ui/spinner.tsx';
import { $deletionQuote } from './reservations-store.ts';

const paidOnline = (reservation: MemberReservation) => PAYMENT_FILTER_METHODS.prepaid!.includes(reservation.payment_type);

/** One reservation the deletion cancels, with what cancelling it costs now. */
function Cancelled({ reservation }: { reservation: MemberReservation }) {
  const { i18n } = useLingui();
  const { fee } = reservation.cancellation;
  return (
    <li>
      <bdi>{reservation.hotel.name}</bdi>,{' '}
      <time dateTime={reservation.checkin_date}>{formatDate(reservation.checkin_date, i18n.locale as Locale, 'short')}</time> (
      <span dir="ltr">{reservation.reservation_number}</span>):{' '}
      {fee === 0 ? (
        <Trans>no cancellation fee</Trans>
      ) : (
        <Trans>
          cancellation fee <Money amount={fee} currency={reservation.currency} />
        </Trans>
      )}
      {paidOnline(reservation) ? (
        <>
          {' '}
          <Trans>(what you paid online, less this fee, goes back to your card)</Trans>
        </>
      ) : null}
    </li>
  );
}

/** What the deletion cancels: the member's upcoming reservations, each with its fee, or none. */
export function WhatIsCancelled() {
  const { i18n } = useLingui();
  const quote = useStore($deletionQuote);
  if (quote.status === 'loading') return <Loading label={<Trans>Checking your upcoming reservations…</Trans>} />;
  if (quote.status === 'error') {
    return (
      <p class="notice notice-error" role="alert">
        {errorText(quote.error, i18n)}
      </p>
    );
  }
  if (quote.reservations.length === 0) {
    return (
      <p>
        <Trans>You have no upcoming reservations.</Trans>
      </p>
    );
  }
  return (
    <>
      <p>
        <Trans>These upcoming reservations will be cancelled, with the cancellation fee each one's policy charges today:</Trans>
      </p>
      <ul class="account-cancelled">
        {quote.reservations.map((reservation) => (
          <Cancelled key={reservation.reservation_number} reservation={reservation} />
        ))}
      </ul>
    </>
  );
}
