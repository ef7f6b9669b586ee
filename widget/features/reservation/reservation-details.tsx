import { Fragment } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { COMPANION_CODES } from '../../../shared/constants.ts';
import { useStore } from '@nanostores/react';
import { $locale } from '../../lib/i18n.ts';
import { formatGuestName } from '../../lib/names.ts';
import { StayDates } from '../../ui/stay-dates.tsx';
import { formatList } from '../../ui/list.ts';
import { Money } from '../../ui/money.tsx';
import { formatNumber } from '../../ui/numbers.ts';

/** How the reservation is paid: at the hotel, or what the card paid and what is left for the hotel (spec 1 §3 money fields). */
function PaymentFact({ reservation }: { reservation: Reservation }) {
  const { currency } = reservation;
  if (reservation.payment_type === 'on_site' || reservation.paid_amount === 0) return <Trans>Pay at the hotel</Trans>;
  if (reservation.remain_amount === 0) {
    return (
      <Trans>
        Paid by card: <Money amount={reservation.paid_amount} currency={currency} />
      </Trans>
    );
  }
  return (
    <Trans>
      Deposit paid by card: <Money amount={reservation.paid_amount} currency={currency} />. To pay at the hotel:{' '}
      <Money amount={reservation.remain_amount} currency={currency} />
    </Trans>
  );
}

/** Number, hotel, dates, each room with its plan and guests (and its total when several), and the guest. */
export function ReservationDetails({ reservation }: { reservation: Reservation }) {
  const locale = useStore($locale);
  const { guest } = reservation;
  const name = formatGuestName(guest.first_name, guest.last_name, locale);
  const guestsOf = (r: Reservation['rooms'][number]) => {
    const adultCount = r.adults;
    const adults = plural(adultCount, { one: '# adult', other: '# adults' });
    const line = (l: Reservation['rooms'][number]['guests'][number]) => `${l.label} × ${formatNumber(l.count, locale)}`;
    const isCompanion = (l: { code: string }) => (COMPANION_CODES as readonly string[]).includes(l.code);
    // each companion, as the programme names it
    const companions = r.guests.filter(isCompanion).map(line);
    if (r.children_ages.length > 0) {
      const childCount = r.children_ages.length;
      const ages = formatList(
        r.children_ages.map((age) => formatNumber(age, locale)),
        locale,
      );
      return formatList([adults, plural(childCount, { one: `# child (age ${ages})`, other: `# children (ages ${ages})` }), ...companions], locale);
    }
    // each kids tier (with its meal and bedding option), as the hotel names it
    const kids = r.guests.filter((l) => l.code !== 'adults' && !isCompanion(l)).map(line);
    return formatList([adults, ...kids, ...companions], locale);
  };
  const several = reservation.rooms.length > 1;
  const nights = reservation.nights;
  return (
    <dl class="facts">
      <dt>
        <Trans>Reservation number</Trans>
      </dt>
      <dd>
        <span class="reservation-number" dir="ltr">
          {reservation.reservation_number}
        </span>
      </dd>
      <dt>
        <Trans>Hotel</Trans>
      </dt>
      <dd>
        <bdi>{reservation.hotel.name}</bdi>
      </dd>
      <StayDates checkin={reservation.checkin_date} checkout={reservation.checkout_date} nights={nights} />
      {reservation.rooms.map((room, index) => {
        const number = index + 1;
        return several ? (
          <Fragment key={index}>
            <dt>
              <Trans>Room {number}</Trans>
            </dt>
            <dd>
              <bdi>{room.room_type_name}</bdi>, <bdi>{room.room_plan_name}</bdi>
              <br />
              {guestsOf(room)}
              <br />
              <bdi>{formatGuestName(room.guest_name.first_name, room.guest_name.last_name, locale)}</bdi>
              <br />
              <Money amount={room.total_price} currency={reservation.currency} />
            </dd>
          </Fragment>
        ) : (
          <Fragment key={index}>
            <dt>
              <Trans>Room</Trans>
            </dt>
            <dd>
              <bdi>{room.room_type_name}</bdi>
            </dd>
            <dt>
              <Trans>Plan</Trans>
            </dt>
            <dd>
              <bdi>{room.room_plan_name}</bdi>
            </dd>
            <dt>
              <Trans>Guests</Trans>
            </dt>
            <dd>{guestsOf(room)}</dd>
          </Fragment>
        );
      })}
      <dt>
        <Trans>Guest name</Trans>
      </dt>
      <dd>
        <bdi>{name}</bdi>
      </dd>
      <dt>
        <Trans>E-mail address</Trans>
      </dt>
      <dd>
        <span dir="ltr">{guest.email}</span>
      </dd>
      <dt>
        <Trans>Phone number</Trans>
      </dt>
      <dd>
        <span dir="ltr">{guest.phone}</span>
      </dd>
      {reservation.special_request ? (
        <>
          <dt>
            <Trans>Special requests</Trans>
          </dt>
          <dd class="pre-line">{reservation.special_request}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Payment</Trans>
      </dt>
      <dd>
        <PaymentFact reservation={reservation} />
      </dd>
    </dl>
  );
}
