import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INTL_LOCALE, MAX_NIGHTS, RTL_LOCALES } from '../../../../shared/constants.ts';
import { addDays, addMonths } from '../../../lib/dates.ts';
import { $locale } from '../../../lib/i18n.ts';
import { formatDate } from '../../../ui/dates.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { CalendarMonth, type DayView } from './calendar-month.tsx';
import { DatesLabel, DatesTrigger, type DateRangePickerProps } from './date-range-field.tsx';
import { firstDayOfWeek, lastOfMonth, monthOf, monthsFrom, nextMonth, previousMonth, weekBounds } from './calendar-dates.ts';
import { $priceCalendar, calendarDay, calendarDisplay, loadPriceCalendar, monthKey } from './price-calendar-store.ts';
import { checkinProblem, checkoutProblem, checkoutWindow, type RangeContext } from './range-rules.ts';
import './date-range-picker.css';

/** Props of the search form's date picker (declared beside the field: the first screen reads no type from this file). */
export type { DateRangePickerProps };

const NARROW = '(max-width: 480px)';

/** One month on phones, two side by side on wider screens. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof matchMedia === 'function' && matchMedia(NARROW).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(NARROW);
    const onChange = () => setNarrow(list.matches);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return narrow;
}

const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';

/**
 * The stay's dates in one button that opens a price calendar (WAI-ARIA APG date picker dialog):
 * a grid per month, arrow keys by day and week (mirrored right to left), Page Up/Down by month
 * (with Shift by year), Home/End to the week's ends, Enter or Space to choose, Escape to close
 * with focus back on the button. The first choice is the check-in, the second the check-out.
 * Each day shows its lowest price for the guests; closed days, days closed to arrival and stays
 * shorter than the minimum stay cannot be chosen.
 */
export function DateRangePicker({
  checkin,
  checkout,
  onChange,
  rooms,
  hotelCode,
  minDate,
  maxDate,
  dayUse = false,
  id = 'dates',
  label,
  defaultOpen = false,
  describedBy,
  roomPlanCodes,
}: DateRangePickerProps) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const calendar = useStore($priceCalendar);
  const tag = INTL_LOCALE[locale];
  const rtl = RTL_LOCALES.includes(locale);
  const firstDay = useMemo(() => firstDayOfWeek(tag), [tag]);
  const count = useNarrow() ? 1 : 2;
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(checkin);
  const [first, setFirst] = useState(monthOf(checkin));
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const gridFocus = useRef(false);
  const titleId = useId();

  const months = monthsFrom(first, count);
  const lowest = `${monthOf(minDate)}-01`;
  const highest = lastOfMonth(monthOf(addDays(maxDate, 1)));
  const scope = { dayUse, roomPlanCodes };
  const keys = months.map((month) => monthKey(hotelCode, month, rooms, scope)).join('\n');
  useEffect(() => {
    if (open) void loadPriceCalendar(hotelCode, months, rooms, scope);
  }, [open, keys]);
  // opened low in the part of the frame the guest sees (inline, on a phone): the whole calendar
  // comes into view, not only its focused day; on demand, as the first screen has no calendar open
  useEffect(() => {
    const calendar = dialogRef.current;
    if (open && calendar) void import('../../../lib/bring-into-view.ts').then(({ bringIntoView }) => bringIntoView(calendar));
  }, [open]);
  useEffect(() => {
    if (open && gridFocus.current) dialogRef.current?.querySelector<HTMLElement>(`td[data-date="${focused}"]`)?.focus();
  }, [open, focused, first]);

  const dayOf = (date: string) => calendarDay(calendar, hotelCode, date, rooms, scope);
  const context: RangeContext = { minDate, maxDate, dayOf };
  const display = calendarDisplay(calendar, hotelCode, months, rooms, scope);
  const loading = months.some((month) => calendar[monthKey(hotelCode, month, rooms, scope)]?.status === 'loading');
  const failed = months.some((month) => calendar[monthKey(hotelCode, month, rooms, scope)]?.status === 'error');
  const minStayText = (nights: number) => plural(nights, { one: 'Minimum # night', other: 'Minimum # nights' });

  const checkinNote = (date: string): string | null => {
    const problem = checkinProblem(date, context);
    const day = dayOf(date);
    if (problem === 'closed') return day?.closed_reason === 'sold_out' ? t`Sold out` : t`Closed`;
    if (problem === 'no_arrival') return t`No check-in on this day`;
    if (problem === 'too_short') return t`No stay long enough is open from this day`;
    return !problem && !dayUse && day?.min_stay ? minStayText(day.min_stay) : null;
  };

  const viewOf = (date: string): DayView => {
    if (pending && !dayUse) {
      const problem = checkoutProblem(pending, date, context);
      const role = date === pending ? 'checkin' : null;
      if (problem === 'min_stay') return { disabled: true, role, note: minStayText(checkoutWindow(pending, context).minNights) };
      if (problem === 'before')
        return { disabled: date !== pending && checkinProblem(date, context) !== null, role, note: date === pending ? null : checkinNote(date) };
      return { disabled: problem !== null, role, note: null };
    }
    const end = dayUse ? checkin : checkout;
    const role = date === checkin ? 'checkin' : date === end ? 'checkout' : date > checkin && date < end ? 'between' : null;
    return { disabled: checkinProblem(date, context) !== null, role, note: checkinNote(date) };
  };

  const close = () => {
    setOpen(false);
    setPending(null);
    triggerRef.current?.focus();
  };

  const openDialog = () => {
    const start = checkin >= minDate && checkin <= maxDate ? checkin : minDate;
    gridFocus.current = true;
    setFocused(start);
    setFirst(monthOf(start));
    setPending(null);
    setMessage(dayUse ? t`Choose a date.` : t`Choose a check-in date.`);
    setOpen(true);
  };

  const moveFocus = (to: string) => {
    const date = to < lowest ? lowest : to > highest ? highest : to;
    gridFocus.current = true;
    setFocused(date);
    const month = monthOf(date);
    if (month < first) setFirst(month);
    else if (month > months[months.length - 1]!) setFirst(count === 1 ? month : previousMonth(month));
  };

  const chooseCheckin = (date: string) => {
    const note = checkinNote(date);
    if (checkinProblem(date, context) !== null) {
      setMessage(note ?? t`This date cannot be chosen.`);
      return;
    }
    if (dayUse) {
      onChange(date, date);
      close();
      return;
    }
    setPending(date);
    const chosen = formatDate(date, locale);
    setMessage([t`Check-in ${chosen}. Now choose a check-out date.`, note].filter(Boolean).join(' '));
  };

  const choose = (date: string) => {
    gridFocus.current = true;
    setFocused(date);
    if (!pending || dayUse) return chooseCheckin(date);
    if (date === pending) return;
    const problem = checkoutProblem(pending, date, context);
    if (problem === null) {
      onChange(pending, date);
      close();
    } else if (problem === 'before') chooseCheckin(date);
    else if (problem === 'min_stay') setMessage(minStayText(checkoutWindow(pending, context).minNights));
    else if (date > addDays(pending, MAX_NIGHTS))
      setMessage(plural(MAX_NIGHTS, { one: 'Stays can be at most # night.', other: 'Stays can be at most # nights.' }));
    else setMessage(t`A night before this date cannot be booked. Choose an earlier check-out date.`);
  };

  const onGridKey = (event: ReactKeyboardEvent<HTMLTableElement>, date: string) => {
    const forward = rtl ? -1 : 1;
    const week = weekBounds(date, firstDay);
    const moves: Record<string, () => void> = {
      ArrowRight: () => moveFocus(addDays(date, forward)),
      ArrowLeft: () => moveFocus(addDays(date, -forward)),
      ArrowDown: () => moveFocus(addDays(date, 7)),
      ArrowUp: () => moveFocus(addDays(date, -7)),
      Home: () => moveFocus(week.start),
      End: () => moveFocus(week.end),
      PageUp: () => moveFocus(addMonths(date, event.shiftKey ? -12 : -1)),
      PageDown: () => moveFocus(addMonths(date, event.shiftKey ? 12 : 1)),
      Enter: () => choose(date),
      ' ': () => choose(date),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onDialogKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1;
    event.preventDefault();
    gridFocus.current = items[next]?.tagName === 'TD';
    items[next]?.focus();
  };

  const showMonth = (step: 1 | -1) => {
    gridFocus.current = false;
    setFirst(step === 1 ? nextMonth(first) : previousMonth(first));
    const date = addMonths(focused, step);
    // biome-ignore lint/complexity/useMathMinMax: dates are YYYY-MM-DD strings, which Math.min would turn into NaN
    setFocused(date < lowest ? lowest : date > highest ? highest : date);
  };

  useEffect(() => {
    if (defaultOpen) openDialog();
  }, []);

  return (
    <div class="drp">
      <DatesLabel id={id} dayUse={dayUse} label={label} />
      <DatesTrigger
        id={id}
        checkin={checkin}
        checkout={checkout}
        dayUse={dayUse}
        expanded={open}
        buttonRef={triggerRef}
        describedBy={describedBy}
        onClick={() => (open ? close() : openDialog())}
      />
      {open ? (
        <div ref={dialogRef} class="drp-dialog" role="dialog" aria-labelledby={titleId} onKeyDown={onDialogKey}>
          <div class="drp-header">
            <button type="button" class="drp-nav" aria-label={t`Previous month`} disabled={first <= monthOf(lowest)} onClick={() => showMonth(-1)}>
              <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
            </button>
            <h2 id={titleId} class="drp-title">
              {dayUse ? <Trans>Choose a date</Trans> : <Trans>Choose your dates</Trans>}
            </h2>
            <button
              type="button"
              class="drp-nav"
              aria-label={t`Next month`}
              disabled={months[months.length - 1]! >= monthOf(highest)}
              onClick={() => showMonth(1)}
            >
              <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
            </button>
          </div>
          <div class="drp-months">
            {months.map((month) => (
              <CalendarMonth
                key={month}
                month={month}
                locale={locale}
                tag={tag}
                firstDay={firstDay}
                focused={focused}
                currency={display?.currency ?? null}
                taxIncluded={display?.taxIncluded ?? true}
                dayOf={dayOf}
                viewOf={viewOf}
                onChoose={choose}
                onKeyDown={onGridKey}
              />
            ))}
          </div>
          <p class="drp-status" role="status">
            {message}
          </p>
          <p class="drp-note">
            {failed ? (
              <Trans>Prices could not be loaded; you can still choose dates.</Trans>
            ) : loading ? (
              <>
                <Spinner /> <Trans>Loading prices…</Trans>
              </>
            ) : dayUse ? (
              display?.taxIncluded === false ? (
                <Trans>Lowest day-use price for your guests, before tax.</Trans>
              ) : (
                <Trans>Lowest day-use price for your guests, tax included.</Trans>
              )
            ) : display?.taxIncluded === false ? (
              <Trans>Lowest price for one night for your guests, before tax.</Trans>
            ) : (
              <Trans>Lowest price for one night for your guests, tax included.</Trans>
            )}
          </p>
          <div class="drp-actions">
            <button type="button" class="button button-secondary" onClick={close}>
              <Trans>Close</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
