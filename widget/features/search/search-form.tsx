import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { MAX_NIGHTS } from '../../../shared/constants.ts';
import { addDays, nightsBetween } from '../../lib/dates.ts';
import { $locale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { fieldId, SelectField, TextField } from '../../ui/field.tsx';
import { formatNumber } from '../../ui/numbers.ts';
import { AccessibilityFilter } from './accessibility-filter.tsx';
import type { SearchParams } from './search-params.ts';

type SearchFormProps = {
  params: SearchParams;
  settings: InitSettings;
  today: string;
  onSearch: (params: SearchParams) => void;
};

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** Dates and guests (adults, children per kids tier when the hotel accepts them). */
export function SearchForm({ params, settings, today, onSearch }: SearchFormProps) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const [draft, setDraft] = useState(params);
  // a new search from the URL replaces the draft; the same search again (settings reloaded in a new language) keeps it
  useEffect(() => setDraft(params), [JSON.stringify(params)]);

  const maxGuests = settings.settings.max_guests_per_room;
  const kidsAccepted = settings.settings.kids_setting.accept_type === 'accept';
  const nights = nightsBetween(draft.checkin, draft.checkout);
  const datesInvalid = nights < 1 || nights > MAX_NIGHTS || draft.checkin < today;

  const setCheckin = (checkin: string) => {
    if (!checkin) return;
    const keep = nightsBetween(draft.checkin, draft.checkout);
    setDraft({ ...draft, checkin, checkout: addDays(checkin, keep >= 1 && keep <= MAX_NIGHTS ? keep : 1) });
  };
  const setKids = (code: string, count: number) => {
    const others = draft.kidsTiers.filter((tier) => tier.code !== code);
    const order = settings.settings.kids_tiers.map((tier) => tier.code);
    const kidsTiers = [...others, { code, count }].filter((tier) => tier.count > 0).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
    setDraft({ ...draft, kidsTiers });
  };
  const countOptions = (from: number) => range(from, maxGuests).map((n) => ({ value: String(n), label: formatNumber(n, locale) }));

  return (
    <form
      class="search-form"
      aria-label={t`Search rooms`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!datesInvalid) onSearch(draft);
      }}
    >
      <div class="search-dates">
        <TextField id="checkin" type="date" label={t`Check-in`} required value={draft.checkin} min={today} onValue={setCheckin} />
        <TextField
          id="checkout"
          type="date"
          label={t`Check-out`}
          required
          value={draft.checkout}
          min={addDays(draft.checkin, 1)}
          max={addDays(draft.checkin, MAX_NIGHTS)}
          onValue={(checkout) => checkout && setDraft({ ...draft, checkout })}
          error={datesInvalid ? t`Please choose a check-out date 1 to ${MAX_NIGHTS} nights after check-in.` : null}
        />
        <output class="search-nights" htmlFor={`${fieldId('checkin')} ${fieldId('checkout')}`}>
          {nights >= 1 && nights <= MAX_NIGHTS ? plural(nights, { one: '# night', other: '# nights' }) : ''}
        </output>
      </div>
      <div class="search-guests">
        <SelectField
          id="adults"
          label={t`Adults`}
          required
          value={String(draft.adults)}
          options={countOptions(1)}
          onValue={(value) => setDraft({ ...draft, adults: Number(value) })}
        />
        {kidsAccepted
          ? settings.settings.kids_tiers.map((tier) => {
              const name = tier.name;
              const from = tier.age_from;
              const to = tier.age_to;
              return (
                <SelectField
                  key={tier.code}
                  id={`kids-${tier.code}`}
                  label={t`${name} (ages ${from}–${to})`}
                  required
                  value={String(draft.kidsTiers.find((kid) => kid.code === tier.code)?.count ?? 0)}
                  options={countOptions(0)}
                  onValue={(value) => setKids(tier.code, Number(value))}
                />
              );
            })
          : null}
      </div>
      <AccessibilityFilter value={draft.accessibility} onValue={(accessibility) => setDraft({ ...draft, accessibility })} />
      <Button type="submit" disabled={datesInvalid} aria-describedby={datesInvalid ? `${fieldId('checkout')}-error` : undefined}>
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
