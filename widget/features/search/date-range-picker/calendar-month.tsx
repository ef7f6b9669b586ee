import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PriceCalendarDay } from '../../../../shared/api/availability.ts';
import type { CurrencyCode, Locale } from '../../../../shared/constants.ts';
import { formatMoney } from '../../../ui/money.tsx';
import { compactPrice, dayNumber, fullDate, monthTitle, monthWeeks, weekdayNames } from './calendar-dates.ts';

/** How one day looks and reads in the grid. */
export type DayView = {
  disabled: boolean;
  /** Check-in, check-out, or a night between them. */
  role: 'checkin' | 'checkout' | 'between' | null;
  /** Said after the date: closed, no check-in, minimum stay. */
  note: string | null;
};

type CalendarMonthProps = {
  month: string;
  locale: Locale;
  tag: string;
  firstDay: number;
  focused: string;
  currency: CurrencyCode | null;
  taxIncluded: boolean;
  dayOf: (date: string) => PriceCalendarDay | null;
  viewOf: (date: string) => DayView;
  onChoose: (date: string) => void;
  onKeyDown: (event: ReactKeyboardEvent<HTMLTableElement>, date: string) => void;
};

/** One month of the picker: a WAI-ARIA grid of days, each with its lowest price. */
export function CalendarMonth({ month, locale, tag, firstDay, focused, currency, taxIncluded, dayOf, viewOf, onChoose, onKeyDown }: CalendarMonthProps) {
  const { t } = useLingui();
  const titleId = useId();
  const names = weekdayNames(tag, firstDay);
  return (
    <div class="drp-month">
      <h3 id={titleId} class="drp-month-title">
        {monthTitle(month, tag)}
      </h3>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker dialog pattern: a table with the grid role
        role="grid"
        class="drp-grid"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          const date = (event.target as HTMLElement).closest('td')?.getAttribute('data-date');
          if (date) onKeyDown(event, date);
        }}
      >
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, firstDay).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={column} class="drp-empty" />;
                const day = dayOf(date);
                const view = viewOf(date);
                const price = day && currency ? (taxIncluded ? day.lowest_price : day.lowest_price_without_tax) : null;
                const spoken = [
                  fullDate(date, tag),
                  view.role === 'checkin' ? t`check-in` : view.role === 'checkout' ? t`check-out` : null,
                  price !== null && currency ? formatMoney(price, currency, locale) : null,
                  view.note,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown moves and chooses; a cell in a grid is a gridcell, which takes aria-selected
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: see above
                  <td
                    key={date}
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-selected={view.role === 'checkin' || view.role === 'checkout' ? 'true' : 'false'}
                    aria-disabled={view.disabled ? 'true' : undefined}
                    class={`drp-day${view.role ? ` drp-${view.role}` : ''}${view.disabled ? ' drp-disabled' : ''}`}
                    onClick={() => onChoose(date)}
                  >
                    <span class="visually-hidden">{spoken}</span>
                    <span class="drp-day-number" aria-hidden="true">
                      {dayNumber(date, tag)}
                    </span>
                    <span class="drp-day-price" aria-hidden="true">
                      {price !== null && currency ? <bdi>{compactPrice(price, currency, tag)}</bdi> : day?.closed || day?.closed_to_arrival ? '–' : ' '}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
