import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import type { RoomPlanResult } from '../../../shared/api/rooms.ts';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { hotelCode, withCode } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { $locale, loadLaterText } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { ResultsFilters } from './results-filters.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { roomsJson, type SearchDefaults, type SearchParams } from './search-params.ts';
import { bringIntoView } from '../../lib/bring-into-view.ts';
import { $results, $searchesAsked, $searchParams, countOf, showSearch } from './search-store.ts';

// the results (room and plan cards, and choosing a plan) load while the first search runs: not part of the first screen
const loadPlanSelection = () => import('./plan-selection.ts');
export const loadResultList = () => Promise.all([import('./result-list.tsx'), loadPlanSelection()]).then(([module]) => module);
const ResultList = lazy(() => loadResultList().then((module) => ({ default: module.ResultList })));

// a search of several rooms loads its offers' actions and the rooms panel (and their text) on demand
const MultiRoomResults = lazy(() =>
  Promise.all([import('./multi-room-results.tsx'), loadLaterText()]).then(([module]) => ({ default: module.MultiRoomResults })),
);
// secret mode only: the promo code field (and its text) on demand
const PromoCodeField = lazy(() => Promise.all([import('./promo-code-field.tsx'), loadLaterText()]).then(([module]) => ({ default: module.PromoCodeField })));

// spec 1 §2: a plan chosen in an undated search asks its dates in its own price calendar
const UndatedChoice = lazy(() =>
  Promise.all([import('./date-range-picker/undated-choice.tsx'), loadLaterText()]).then(([module]) => ({ default: module.UndatedChoice })),
);

type ResultsBodyProps = {
  params: SearchParams;
  defaults: SearchDefaults;
  settings: InitSettings;
  /** Shows another search (written to the URL). */
  go: (next: SearchParams) => void;
  notices?: (checkin: string) => ReactNode;
};

/**
 * The results part of /booking/result below the search form: the promo code field of secret
 * mode, the toolbar, the filters and the results. Loaded while the first search runs, after the
 * form accepts input (results-page.tsx): not part of the first screen.
 */
export function ResultsBody({ params, defaults, settings, go, notices }: ResultsBodyProps) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const results = useStore($results);
  const shownParams = useStore($searchParams);
  const search = useSearch();
  const [, navigate] = useLocation();
  const code = hotelCode();
  const [datesFor, setDatesFor] = useState<RoomPlanResult | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const searchesAsked = useStore($searchesAsked);
  const searchesSeen = useRef(searchesAsked);
  // a search the guest asked for here: the results (their progress first) come into view, not the form again
  useEffect(() => {
    if (searchesAsked === searchesSeen.current) return;
    searchesSeen.current = searchesAsked;
    bringIntoView(resultsRef.current, { start: true });
  }, [searchesAsked]);

  // spec 1 §2 mode secret: no rates until a promo code unlocks them
  const secret = params.mode === 'secret';
  const noRates = results.status === 'done' && countOf(results.result) === 0;
  // a wrong code in the URL unlocks nothing either: the field says so instead of "no rooms"
  const lockedOut = secret && (!params.promoCode || noRates);
  // the names rooms' guests are described with: kids tiers by code, companions by companion code
  const kidsTierNames = Object.fromEntries([...settings.settings.kids_tiers, ...settings.settings.companions].map((kind) => [kind.code, kind.name]));
  const context = { kidsTierNames, searchQuery: search };
  const onSelect = (plan: RoomPlanResult) => {
    if (params.undatedNights) return setDatesFor(plan);
    // loaded with the result list, so at once
    void loadPlanSelection().then(({ selectRoomPlan }) => {
      if (selectRoomPlan(code, plan, context)) navigate(withCode('/reservation/guest-detail'));
    });
  };
  const onClearAccessibility = params.accessibility.length > 0 ? () => go({ ...params, accessibility: [] }) : null;
  const taxIncluded = settings.settings.show_prices_tax_included;
  const loading = results.status === 'loading' || results.status === 'idle';
  return (
    <>
      {secret ? (
        <Suspense fallback={<Loading />}>
          <PromoCodeField
            hotelCode={code}
            initialCode={params.promoCode ?? ''}
            invalid={Boolean(params.promoCode) && noRates}
            onApply={(promoCode) => go({ ...params, promoCode })}
          />
        </Suspense>
      ) : null}
      <ResultsToolbar params={params} plansEnabled={defaults.plansEnabled} onChange={go} />
      <ResultsFilters params={params} offered={settings.settings.room_search_filters} onChange={go} />
      {/* outside the busy section: a live region inside one is not read until it is done */}
      <p class="visually-hidden" role="status">
        {loading
          ? t`Searching for available rooms…`
          : results.status === 'done' && !lockedOut
            ? (resultCount(results.result) ?? t`No rooms available for these dates`)
            : ''}
      </p>
      <section class="results" ref={resultsRef} aria-busy={loading} aria-label={t`Search results`}>
        {/* shown with the results (search.css): a notice arriving late moves nothing the guest already sees */}
        {notices && !params.undatedNights ? <div class="results-notices">{notices(params.checkin)}</div> : null}
        {loading ? <Loading silent label={<Trans>Searching for available rooms…</Trans>} /> : null}
        {results.status === 'error' ? (
          <div class="notice notice-error" role="alert">
            <p>
              <ErrorMessage error={results.error} />
            </p>
            <Button variant="secondary" onClick={() => void showSearch(code, params, locale)}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
        {datesFor && params.undatedNights ? (
          <Suspense fallback={<Loading />}>
            <UndatedChoice
              plan={datesFor}
              currency={results.status === 'done' ? results.result.currency : settings.currency}
              taxIncluded={taxIncluded}
              rooms={JSON.parse(roomsJson(params.rooms))}
              hotelCode={code}
              minDate={defaults.earliest ?? defaults.today}
              maxDate={defaults.lastCheckout ? addDays(defaults.lastCheckout, -1) : addDays(defaults.today, 365)}
              onCancel={() => setDatesFor(null)}
              onDates={(checkin, checkout) => {
                const { undatedNights: _, ...dated } = params;
                setDatesFor(null);
                go({ ...dated, checkin, checkout, roomTypeCodes: [datesFor.room_type_code], hotelPlanCodes: [datesFor.hotel_plan_code] });
              }}
            />
          </Suspense>
        ) : null}
        {results.status === 'done' && shownParams && shownParams.rooms.length > 1 && !shownParams.undatedNights ? (
          <Suspense fallback={<Loading />}>
            <MultiRoomResults
              hotelCode={code}
              result={results.result}
              params={shownParams}
              taxIncluded={taxIncluded}
              context={context}
              onClearAccessibility={onClearAccessibility}
              onContinue={() => navigate(withCode('/reservation/guest-detail'))}
            />
          </Suspense>
        ) : results.status === 'done' && lockedOut ? null : results.status === 'done' ? (
          <Suspense
            fallback={
              <div class="results-pending">
                <Loading silent label={<Trans>Searching for available rooms…</Trans>} />
              </div>
            }
          >
            <ResultList result={results.result} taxIncluded={taxIncluded} onSelect={onSelect} onClearAccessibility={onClearAccessibility} />
          </Suspense>
        ) : null}
      </section>
    </>
  );
}

type SearchResult = Extract<ReturnType<typeof $results.get>, { status: 'done' }>['result'];

/** What the polite live region says when results arrive ("4 room types available"); null for none. */
function resultCount(result: SearchResult): string | null {
  const count = countOf(result);
  if (count === 0) return null;
  return result.type === 'plans'
    ? plural(count, { one: '# plan available', other: '# plans available' })
    : plural(count, { one: '# room type available', other: '# room types available' });
}
