import { Fragment, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { $locale } from '../../lib/i18n.ts';
import { formatTime } from '../../ui/time.ts';

/** The hotel of a reservation (named in its details above): its address, phone, and check-in and check-out times (none for a day use). */
export function HotelFacts({ hotel, dayUse }: { hotel: Reservation['hotel']; dayUse: boolean }) {
  const locale = useStore($locale);
  const checkin = formatTime(hotel.checkin_time, locale);
  const checkout = formatTime(hotel.checkout_time, locale);
  const facts: Array<[ReactNode, ReactNode]> = [
    [<Trans key="term">Address</Trans>, <bdi key="value">{hotel.address}</bdi>],
    [
      <Trans key="term">Phone</Trans>,
      <a key="value" href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
        {hotel.phone}
      </a>,
    ],
  ];
  if (!dayUse) {
    facts.push([<Trans key="term">Check-in time</Trans>, <Trans key="value">From {checkin}</Trans>]);
    facts.push([<Trans key="term">Check-out time</Trans>, <Trans key="value">By {checkout}</Trans>]);
  }
  return (
    <dl class="facts">
      {facts.map(([term, value], index) => (
        <Fragment key={index}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
