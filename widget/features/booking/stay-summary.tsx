import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEAL_LABEL } from '../../lib/meal.ts';
import type { SelectedRoom } from '../../lib/selection.ts';
import { FormattedDate } from '../../ui/dates.tsx';
import { Money } from '../../ui/money.tsx';
import { formatList } from '../../ui/list.ts';
import { $locale } from '../../lib/i18n.ts';
import { useStore } from '@nanostores/react';

/** The stay being booked: hotel, dates, room, plan, guests and total. */
export function StaySummary({ selection, hotelName }: { selection: SelectedRoom; hotelName: string }) {
  const { t, i18n } = useLingui();
  const name = selection.roomPlanName;
  const detail = i18n._(MEAL_LABEL[selection.meal]);
  const locale = useStore($locale);
  const adultCount = selection.numberOfAdults;
  const nights = selection.nights;
  const adults = plural(adultCount, { one: '# adult', other: '# adults' });
  const kids = selection.kidsTiers.map((tier) => `${selection.kidsTierNames[tier.code] ?? tier.code} × ${tier.count}`);
  return (
    <aside class="card stay-summary" aria-labelledby="stay-summary-title">
      <h2 id="stay-summary-title"><Trans>Your stay</Trans></h2>
      <dl class="facts">
        <dt><Trans>Hotel</Trans></dt>
        <dd>{hotelName}</dd>
        <dt><Trans>Check-in</Trans></dt>
        <dd><FormattedDate iso={selection.checkin} /></dd>
        <dt><Trans>Check-out</Trans></dt>
        <dd><FormattedDate iso={selection.checkout} /></dd>
        <dt><Trans>Nights</Trans></dt>
        <dd>{plural(nights, { one: '# night', other: '# nights' })}</dd>
        <dt><Trans>Room</Trans></dt>
        <dd>{selection.roomTypeName}</dd>
        <dt><Trans>Plan</Trans></dt>
        {/* a plan named after its meal ("Room only") needs no meal in brackets */}
        <dd>{name === detail ? name : t`${name} (${detail})`}</dd>
        <dt><Trans>Guests</Trans></dt>
        <dd>{formatList([adults, ...kids], locale)}</dd>
        <dt><Trans>Total</Trans></dt>
        <dd class="summary-total"><Money amount={selection.salePrice} currency={selection.currency} /></dd>
      </dl>
    </aside>
  );
}
