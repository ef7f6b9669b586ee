import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import type { RoomPlanResult } from '../../../shared/api/rooms.ts';
import { hotelCode, withCode } from '../../lib/context.ts';
import { errorText } from '../../lib/error-text.ts';
import { $locale } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { Button } from '../../ui/button.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { PlanCard } from './plan-card.tsx';
import { RoomTypeCard } from './room-type-card.tsx';
import { SearchForm } from './search-form.tsx';
import { parseSearchParams, searchDefaults, writeSearchParams, type SearchParams } from './search-params.ts';
import { $results, $searchParams, selectRoomPlan, showSearch } from './search-store.ts';
import { $roomChoice, chooseRoomPlan, choiceBlock, chosenCounts, chosenPlans, clearRoomChoice, confirmRoomChoice, currentChoice, removeRoomPlan, unchooseRoom } from './room-choice-store.ts';
import { SelectionPanel } from './selection-panel.tsx';
import type { OfferChoice } from './plan-offer.tsx';
import './search.css';

/** /booking/result: the search form and its results, the search read from and written to the URL. */
export function ResultsPage() {
  const { t, i18n } = useLingui();
  const settingsState = useStore($settings);
  const settings = settingsState.data;
  const locale = useStore($locale);
  const results = useStore($results);
  const roomChoice = useStore($roomChoice);
  const shownParams = useStore($searchParams);
  const search = useSearch();
  const [, navigate] = useLocation();
  const code = hotelCode();

  const defaults = useMemo(() => (settings ? searchDefaults(settings) : null), [settings]);
  const params = useMemo(() => (defaults ? parseSearchParams(search, defaults) : null), [search, defaults]);

  useEffect(() => {
    if (!params) return;
    // the URL always shows the search as understood (invalid values replaced by defaults)
    const canonical = writeSearchParams(search, code, params);
    if (canonical !== search) navigate(`/booking/result?${canonical}`, { replace: true });
    void showSearch(code, params, locale);
  }, [params, locale]);

  // a failed init is told by the layout's error bar
  if (!settings || !params || !defaults) return settingsState.status === 'error' ? null : <Loading />;

  const go = (next: SearchParams) => navigate(`/booking/result?${writeSearchParams(search, code, next)}`);
  // spec 1 §4: a new search from the form clears the rooms chosen
  const searchAgain = (next: SearchParams) => {
    clearRoomChoice();
    go(next);
  };
  const kidsTierNames = Object.fromEntries(settings.settings.kids_tiers.map((tier) => [tier.code, tier.name]));
  const multi = params.rooms.length > 1;
  const choice = currentChoice(shownParams, roomChoice);
  const onSelect = (plan: RoomPlanResult) => {
    if (multi) chooseRoomPlan(plan);
    else if (selectRoomPlan(code, plan, { kidsTierNames, searchQuery: search })) navigate(withCode('/reservation/guest-detail'));
  };
  const onContinue = () => {
    if (confirmRoomChoice(code, { kidsTierNames, searchQuery: search })) navigate(withCode('/reservation/guest-detail'));
  };
  const taxIncluded = settings.settings.show_prices_tax_included;
  const loading = results.status === 'loading' || results.status === 'idle';
  return (
    <div class="results-page">
      <PageHeading><Trans>Find your room</Trans></PageHeading>
      <SearchForm params={params} settings={settings} today={defaults.today} onSearch={searchAgain} />
      <ResultsToolbar params={params} plansEnabled={defaults.plansEnabled} onChange={go} />
      {/* outside the busy section: a live region inside one is not read until it is done */}
      <p class="visually-hidden" role="status">
        {loading ? t`Searching for available rooms…` : results.status === 'done' ? (resultCount(results.result) ?? t`No rooms available for these dates`) : ''}
      </p>
      <section class="results" aria-busy={loading} aria-label={t`Search results`}>
        {loading ? <Loading silent label={<Trans>Searching for available rooms…</Trans>} /> : null}
        {results.status === 'error' ? (
          <div class="notice notice-error" role="alert">
            <p>{errorText(results.error, i18n)}</p>
            <Button variant="secondary" onClick={() => void showSearch(code, params, locale)}><Trans>Try again</Trans></Button>
          </div>
        ) : null}
        {results.status === 'done' ? (
          <ResultList
            result={results.result}
            taxIncluded={taxIncluded}
            onSelect={onSelect}
            choiceOf={multi ? choiceOfFor(results.result, choice) : undefined}
            onClearAccessibility={params.accessibility.length > 0 ? () => go({ ...params, accessibility: [] }) : null}
          />
        ) : null}
      </section>
      {multi && results.status === 'done' && shownParams && countOf(results.result) > 0 ? (
        <SelectionPanel
          result={results.result}
          params={shownParams}
          chosen={chosenPlans(results.result, choice)}
          tierNames={kidsTierNames}
          taxIncluded={taxIncluded}
          onUnchoose={unchooseRoom}
          onContinue={onContinue}
        />
      ) : null}
    </div>
  );
}

/** Each offer's count, limit and "Remove one" in a search of several rooms. */
function choiceOfFor(result: SearchResult, choice: Array<string | null>): (plan: RoomPlanResult) => OfferChoice {
  const chosen = chosenPlans(result, choice);
  const counts = chosenCounts(choice);
  return (plan) => ({ chosen: counts.get(plan.room_plan_code) ?? 0, block: choiceBlock(plan, chosen), onRemove: (p) => removeRoomPlan(p.room_plan_code) });
}

type SearchResult = Extract<ReturnType<typeof $results.get>, { status: 'done' }>['result'];

function countOf(result: SearchResult): number {
  return result.type === 'plans' ? result.plans.length : result.room_types.length;
}

/** What the polite live region says when results arrive ("4 room types available"); null for none. */
function resultCount(result: SearchResult): string | null {
  const count = countOf(result);
  if (count === 0) return null;
  return result.type === 'plans'
    ? plural(count, { one: '# plan available', other: '# plans available' })
    : plural(count, { one: '# room type available', other: '# room types available' });
}

type ResultListProps = {
  result: SearchResult;
  taxIncluded: boolean;
  onSelect: (plan: RoomPlanResult) => void;
  choiceOf: ((plan: RoomPlanResult) => OfferChoice) | undefined;
  /** Set when the search filters by accessibility: offered when nothing matched. */
  onClearAccessibility: (() => void) | null;
};

function ResultList({ result, taxIncluded, onSelect, choiceOf, onClearAccessibility }: ResultListProps) {
  const shared = { currency: result.currency, nights: result.nights, taxIncluded, onSelect, choiceOf };
  if (countOf(result) === 0) {
    return (
      <div class="empty-state">
        <h2><Trans>No rooms available for these dates</Trans></h2>
        {onClearAccessibility ? (
          <>
            <p><Trans>No available room has every accessibility feature you chose. Try fewer of them, or other dates.</Trans></p>
            <Button variant="secondary" onClick={onClearAccessibility}><Trans>Show rooms without the accessibility filter</Trans></Button>
          </>
        ) : (
          <p><Trans>Try other dates, or fewer guests in the room.</Trans></p>
        )}
      </div>
    );
  }
  return (
    <div class="result-list">
      {result.type === 'plans'
        ? result.plans.map((plan) => <PlanCard key={plan.hotel_plan_code} plan={plan} {...shared} />)
        : result.room_types.map((room) => <RoomTypeCard key={room.room_type_code} room={room} {...shared} />)}
    </div>
  );
}
