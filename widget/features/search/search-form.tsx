import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { MAX_NIGHTS } from '../../../shared/constants.ts';
import { addDays, addMonths, nightsBetween } from '../../lib/dates.ts';
import { $interactive } from '../../lib/interactive.ts';
import { DateRangeField } from './date-range-picker/date-range-field.tsx';
import { NightsField } from './date-range-picker/nights-field.tsx';
import { Button } from '../../ui/button.tsx';
import { fieldId } from '../../ui/field.tsx';
import { GuestsField } from './guests-field.tsx';
import { AGE_UNSET, roomFieldId } from './room-field-id.ts';
import { identicalRooms, searchDefaults, type SearchParams } from './search-params.ts';

type SearchFormProps = {
  params: SearchParams;
  settings: InitSettings;
  today: string;
  /** The last check-in of the reservable period; reckoned from `today` when not given. */
  lastCheckin?: string | undefined;
  onSearch: (params: SearchParams) => void;
};

/**
 * Dates and guests, a line each: the dates button, and the guests button saying the party, which
 * opens the guests chooser (each room's adults and children per kids tier or by age, up to the
 * hotel's room limit, companions, children's meals and beds, accessibility needs).
 */
export function SearchForm({ params, settings, today, lastCheckin: lastCheckinGiven, onSearch }: SearchFormProps) {
  const { t } = useLingui();
  // mounted means settings and text are there: from this commit on, the form takes input
  useLayoutEffect(() => $interactive.set(true), []);
  const [draft, setDraft] = useState(params);
  // a new search from the URL replaces the draft; the same search again (settings reloaded in a new language) keeps it
  useEffect(() => setDraft(params), [JSON.stringify(params)]);

  const limits = useMemo(() => searchDefaults(settings), [settings]);
  const [tried, setTried] = useState(false);
  const [guestsOpen, setGuestsOpen] = useState(false);
  // a child's age the search still needs: focused in the guests chooser, opened for it
  const [focusId, setFocusId] = useState<string | null>(null);
  const nights = nightsBetween(draft.checkin, draft.checkout);
  // day use: check-out is the check-in date (spec 2 §7.3)
  const datesInvalid = !draft.undatedNights && ((draft.dayUse ? nights !== 0 : nights < 1 || nights > MAX_NIGHTS) || draft.checkin < today);
  // spec 1 §5: an undated search needs the same guests in every room
  const undatedInvalid = Boolean(draft.undatedNights) && !identicalRooms(draft.rooms);
  const setUndated = (undatedNights: number | null) => {
    const { undatedNights: _, ...dated } = draft;
    setDraft(undatedNights ? { ...dated, dayUse: false, checkout: addDays(draft.checkin, undatedNights), undatedNights } : dated);
  };
  const setDayUse = (dayUse: boolean) => setDraft({ ...draft, dayUse, checkout: dayUse ? draft.checkin : addDays(draft.checkin, 1) });

  const lastCheckin = useMemo(
    () => lastCheckinGiven ?? lastCheckinDate(today, settings.settings.reservable_period_months),
    [lastCheckinGiven, today, settings],
  );
  // the price calendar's guests: children whose age is not chosen yet are left out
  const calendarRooms = useMemo(
    () =>
      draft.rooms.map((room) => ({
        adults: room.adults,
        kids_tiers: room.kidsTiers.filter((tier) => tier.count > 0),
        children_ages: room.childrenAges.filter((age) => age !== AGE_UNSET),
        ...(room.adultCompanions ? { adult_companion: room.adultCompanions } : {}),
        ...(room.kidCompanions ? { kid_tier_A_companion: room.kidCompanions } : {}),
      })),
    [draft.rooms],
  );
  return (
    <form
      class="search-form"
      aria-label={t`Search rooms`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        const missing = draft.rooms.findIndex((room) => room.childrenAges.includes(AGE_UNSET));
        if (missing >= 0) {
          setGuestsOpen(true);
          setFocusId(roomFieldId(missing, `child-age-${draft.rooms[missing]!.childrenAges.indexOf(AGE_UNSET) + 1}`));
        } else if (!datesInvalid && !undatedInvalid) {
          setGuestsOpen(false);
          onSearch(draft);
        }
      }}
    >
      {limits.dayUse && !draft.undatedNights ? (
        <label class="search-day-use">
          <input type="checkbox" checked={draft.dayUse === true} onChange={(event) => setDayUse((event.target as HTMLInputElement).checked)} />
          <Trans>Day use (no overnight stay)</Trans>
        </label>
      ) : null}
      {draft.undatedNights ? (
        <NightsField
          nights={draft.undatedNights}
          onNights={(n) => setUndated(n)}
          onDates={() => setUndated(null)}
          error={undatedInvalid ? t`A search without dates needs the same guests in every room. Choose dates to search different rooms.` : null}
        />
      ) : (
        <DateRangeField
          dayUse={draft.dayUse === true}
          checkin={draft.checkin}
          checkout={draft.checkout}
          onChange={(checkin, checkout) => setDraft({ ...draft, checkin, checkout })}
          rooms={calendarRooms}
          hotelCode={settings.code}
          minDate={today}
          maxDate={lastCheckin}
          error={datesInvalid ? t`Please choose a check-out date 1 to ${MAX_NIGHTS} nights after check-in.` : null}
        />
      )}
      {!draft.undatedNights && settings.settings.search_type === 'undated' ? (
        <Button variant="link" class="search-undated" onClick={() => setUndated(Math.max(1, Math.min(MAX_NIGHTS, nights)))}>
          <Trans>Not sure of your dates? Search by nights</Trans>
        </Button>
      ) : null}
      <GuestsField
        open={guestsOpen}
        onOpen={setGuestsOpen}
        rooms={draft.rooms}
        accessibility={draft.accessibility}
        settings={settings}
        limits={limits}
        onRooms={(rooms) => setDraft({ ...draft, rooms })}
        onAccessibility={(accessibility) => setDraft({ ...draft, accessibility })}
        showErrors={tried}
        focusId={focusId}
        onFocused={() => setFocusId(null)}
      />
      <Button
        type="submit"
        disabled={datesInvalid || undatedInvalid}
        aria-describedby={datesInvalid ? 'dates-error' : undatedInvalid ? `${fieldId('nights')}-error` : undefined}
      >
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}

/** Spec 1 §5: the last check-in of the reservable period (reservable_period_months from today; the month's end when shorter). */
export function lastCheckinDate(today: string, months: number): string {
  return addMonths(today, Math.max(1, months));
}
