import type { ComponentType, ReactNode, Ref } from 'react';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, nightsBetween } from '../../../lib/dates.ts';
import { $locale, loadLaterText } from '../../../lib/i18n.ts';
import { formatDate } from '../../../ui/dates.tsx';
import { TextField } from '../../../ui/field.tsx';
import { MAX_NIGHTS } from '../../../../shared/constants.ts';
import type { RoomSearchEntryInput } from '../../../../shared/api/rooms.ts';
import './date-range-field.css';

/** Props of the search form's date picker. */
export type DateRangePickerProps = {
  checkin: string;
  checkout: string;
  /** A whole stay was chosen (day use: check-out equals check-in). */
  onChange: (checkin: string, checkout: string) => void;
  /** The guests the prices are for, as the room search sends them. */
  rooms: RoomSearchEntryInput[];
  hotelCode: string;
  /** The first possible check-in: today at the hotel, or yesterday when it sells last night. */
  minDate: string;
  /** The last possible check-in: the end of the reservable period. */
  maxDate: string;
  /** Day use: one date, no nights; the calendar prices day-use plans. */
  dayUse?: boolean;
  /** Only these room plans' days and prices (a plan chosen in a search without dates). */
  roomPlanCodes?: readonly string[] | undefined;
  /** Base of the element ids. */
  id?: string;
  label?: ReactNode;
  /** Open the calendar on mount (the field loaded it because the guest pressed its button). */
  defaultOpen?: boolean;
  /** Ids of text describing the button (an error under the field). */
  describedBy?: string | undefined;
};

type TriggerProps = {
  id: string;
  checkin: string;
  checkout: string;
  dayUse: boolean;
  expanded: boolean;
  busy?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  describedBy?: string | undefined;
  onClick: () => void;
  onWarm?: () => void;
};

/** The label of the dates button: the picker's and the field's, the same words in either. */
export function DatesLabel({ id, dayUse, label }: { id: string; dayUse: boolean; label?: ReactNode }) {
  const { t } = useLingui();
  return (
    <span id={`${id}-label`} class="field-label">
      {label ?? (dayUse ? t`Date` : t`Check-in – check-out`)}
    </span>
  );
}

/** The button showing the stay ("Wed, Jun 12 – Fri, Jun 14 · 2 nights") that opens the price calendar. */
export function DatesTrigger({ id, checkin, checkout, dayUse, expanded, busy = false, buttonRef, describedBy, onClick, onWarm }: TriggerProps) {
  const locale = useStore($locale);
  const nights = nightsBetween(checkin, checkout);
  const start = formatDate(checkin, locale, 'short');
  const summary = dayUse ? start : `${start} – ${formatDate(checkout, locale, 'short')}`;
  return (
    <button
      ref={buttonRef}
      id={`${id}-button`}
      type="button"
      class="drp-trigger"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-busy={busy || undefined}
      aria-labelledby={`${id}-label ${id}-button`}
      aria-describedby={describedBy}
      onClick={onClick}
      onPointerEnter={onWarm}
      onFocus={onWarm}
    >
      <span>{summary}</span>
      {/* a real space: the visible text and the accessible name then read alike */}
      {!dayUse && nights >= 1 ? ' ' : null}
      {!dayUse && nights >= 1 ? <span class="drp-nights">{plural(nights, { one: '# night', other: '# nights' })}</span> : null}
    </button>
  );
}

type Picker = ComponentType<DateRangePickerProps>;
let loadedPicker: Picker | null = null;
let pickerLoad: Promise<Picker> | null = null;

/** Loads the price calendar and its text (the later catalog part) once; a failed load may be tried again. */
export function loadDateRangePicker(): Promise<Picker> {
  pickerLoad ??= Promise.all([import('./date-range-picker.tsx'), loadLaterText()])
    .then(([module]) => (loadedPicker = module.DateRangePicker))
    .catch((error: unknown) => {
      pickerLoad = null;
      throw error;
    });
  return pickerLoad;
}

/** Props of the search form's dates field: the picker's, and an error to show under it. */
export type DateRangeFieldProps = DateRangePickerProps & { error?: string | null };

/**
 * The search form's dates. The first screen carries only the button with the dates; the price
 * calendar (and its text) loads when the guest first points at, focuses or presses it, and
 * opens as soon as it arrives. Should it fail to load, the guest types the dates instead.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { t } = useLingui();
  const { id = 'dates', checkin, checkout, dayUse = false, error, onChange, minDate, maxDate } = props;
  const [picker, setPicker] = useState<{ component: Picker } | null>(() => (loadedPicker ? { component: loadedPicker } : null));
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const errorId = `${id}-error`;
  const errorText = error ? (
    <p id={errorId} class="field-error" role="alert">
      {error}
    </p>
  ) : null;

  if (picker) {
    const Component = picker.component;
    return (
      <div class={error ? 'field-invalid' : undefined}>
        <Component {...props} defaultOpen={openOnLoad} describedBy={error ? errorId : undefined} />
        {errorText}
      </div>
    );
  }

  if (state === 'failed') {
    // the calendar could not be loaded (offline?): the browser's own date fields
    return (
      <div class="search-dates">
        <TextField
          id={`${id}-checkin`}
          type="date"
          label={dayUse ? t`Date` : t`Check-in`}
          required
          value={checkin}
          min={minDate}
          max={maxDate}
          onValue={(value) => {
            if (!value) return;
            const keep = nightsBetween(checkin, checkout);
            onChange(value, dayUse ? value : addDays(value, keep >= 1 && keep <= MAX_NIGHTS ? keep : 1));
          }}
        />
        {dayUse ? null : (
          <TextField
            id={`${id}-checkout`}
            type="date"
            label={t`Check-out`}
            required
            value={checkout}
            min={addDays(checkin, 1)}
            max={addDays(checkin, MAX_NIGHTS)}
            onValue={(value) => value && onChange(checkin, value)}
            error={error}
          />
        )}
      </div>
    );
  }

  const warm = () => void loadDateRangePicker().catch(() => {});
  const open = () => {
    setOpenOnLoad(true);
    setState('loading');
    loadDateRangePicker().then(
      (component) => setPicker({ component }),
      () => setState('failed'),
    );
  };
  return (
    <div class={`drp${error ? ' field-invalid' : ''}`}>
      <DatesLabel id={id} dayUse={dayUse} label={props.label} />
      <DatesTrigger
        id={id}
        checkin={checkin}
        checkout={checkout}
        dayUse={dayUse}
        expanded={false}
        busy={state === 'loading'}
        describedBy={error ? errorId : undefined}
        onClick={open}
        onWarm={warm}
      />
      {state === 'loading' ? (
        <p class="drp-loading" role="status">
          <Trans>Opening the calendar…</Trans>
        </p>
      ) : null}
      {errorText}
    </div>
  );
}
