import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { RoomPlanResult, RoomSearchEntryInput } from '../../../../shared/api/rooms.ts';
import type { CurrencyCode } from '../../../../shared/constants.ts';
import { addDays } from '../../../lib/dates.ts';
import { $locale } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { formatDate } from '../../../ui/dates.tsx';
import { Money } from '../../../ui/money.tsx';
import { DateRangePicker } from './date-range-picker.tsx';

type UndatedChoiceProps = {
  plan: RoomPlanResult;
  currency: CurrencyCode;
  taxIncluded: boolean;
  rooms: RoomSearchEntryInput[];
  hotelCode: string;
  minDate: string;
  maxDate: string;
  /** The guest chose the stay: search it with dates. */
  onDates: (checkin: string, checkout: string) => void;
  onCancel: () => void;
};

/**
 * A plan chosen in an undated search asks for the dates (spec 1 §2): the price calendar of that
 * room plan alone, open (focus on its first day) at the stay of its lowest price, to keep or change.
 */
export function UndatedChoice({ plan, currency, taxIncluded, rooms, hotelCode, minDate, maxDate, onDates, onCancel }: UndatedChoiceProps) {
  const locale = useStore($locale);
  const first = plan.nightly_prices[0]?.date ?? minDate;
  const checkout = addDays(plan.nightly_prices[plan.nightly_prices.length - 1]?.date ?? first, 1);
  const total = taxIncluded ? plan.total_price : plan.total_price_without_tax;
  const from = formatDate(first, locale, 'short');
  const to = formatDate(checkout, locale, 'short');
  return (
    <section class="undated-choice" aria-labelledby="undated-choice-title">
      <h2 id="undated-choice-title">
        <Trans>
          Choose your dates for <bdi>{plan.room_type_name}</bdi>, <bdi>{plan.room_plan_name}</bdi>
        </Trans>
      </h2>
      <p>
        <Trans>
          Its lowest price, <Money amount={total} currency={currency} />, is from {from} to {to}.
        </Trans>
      </p>
      <DateRangePicker
        id="undated-dates"
        checkin={first}
        checkout={checkout}
        onChange={onDates}
        rooms={rooms}
        hotelCode={hotelCode}
        minDate={minDate}
        maxDate={maxDate}
        roomPlanCodes={[plan.room_plan_code]}
        defaultOpen
      />
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Back to the results</Trans>
      </Button>
    </section>
  );
}
