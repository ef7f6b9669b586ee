import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { MemberReservation } from '../../../../shared/api/member-reservations.ts';
import type { Locale } from '../../../../shared/constants.ts';
import { withCode } from '../../../lib/context.ts';
import { formatGuestName } from '../../../lib/names.ts';
import { Money } from '../../../ui/money.tsx';
import { formatDate } from '../../../ui/dates.tsx';

/** The reservation page of a member's reservation: opened as the lookup opens one, with its number and the booking's e-mail. */
export function reservationHref(reservation: MemberReservation): string {
  const query = new URLSearchParams({ email: reservation.guest.email, code: reservation.hotel.code });
  return withCode(`/reservation/confirmation/${encodeURIComponent(reservation.reservation_number)}?${query}`);
}

/** One reservation of the member's list: hotel, dates, rooms, total, and a link to its page. */
export function ReservationItem({ reservation }: { reservation: MemberReservation }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const number = reservation.reservation_number;
  const guest = formatGuestName(reservation.guest.first_name, reservation.guest.last_name, locale);
  return (
    <li class="account-reservation">
      <h2 class="account-reservation-title">
        <bdi>{reservation.hotel.name}</bdi>
      </h2>
      {reservation.status === 'cancelled' ? (
        <p class="account-reservation-status">
          <Trans>Cancelled</Trans>
        </p>
      ) : reservation.status === 'payment_pending' ? (
        <p class="account-reservation-status">
          <Trans>Waiting for payment</Trans>
        </p>
      ) : null}
      <dl class="facts">
        <dt>
          <Trans>Reservation number</Trans>
        </dt>
        <dd dir="ltr">{number}</dd>
        <dt>
          <Trans>Stay</Trans>
        </dt>
        <dd>
          <time dateTime={reservation.checkin_date}>{formatDate(reservation.checkin_date, locale)}</time>
          {reservation.checkout_date === reservation.checkin_date ? null : (
            <>
              {' – '}
              <time dateTime={reservation.checkout_date}>{formatDate(reservation.checkout_date, locale)}</time>
            </>
          )}
        </dd>
        <dt>
          <Trans>Rooms</Trans>
        </dt>
        <dd>
          {reservation.rooms.map((room, index) => (
            <span key={index} class="account-reservation-room">
              <bdi>{room.room_type_name}</bdi> · <bdi>{room.room_plan_name}</bdi>
            </span>
          ))}
        </dd>
        <dt>
          <Trans>Guest</Trans>
        </dt>
        <dd>
          <bdi>{guest}</bdi>
        </dd>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>
          <Money amount={reservation.total_price} currency={reservation.currency} />
        </dd>
      </dl>
      <Link href={reservationHref(reservation)}>
        <Trans>
          View reservation <span dir="ltr">{number}</span>
        </Trans>
      </Link>
    </li>
  );
}
