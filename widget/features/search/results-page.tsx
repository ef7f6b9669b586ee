import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import type { RoomPlanResult } from '../../../shared/api/rooms.ts';
import { hotelCode, withCode } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { $locale, loadLaterText } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { ResultsFilters } from './results-filters.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { SearchForm } from './search-form.tsx';
import { parseSearchParams, roomsJson, searchDefaults, writeSearchParams, type SearchParams } from './search-params.ts';
import { $results, $searchParams, clearRoomChoice, countOf, showSearch } from './search-store.ts';
import { hasSearch, recalledSearch, rememberSearch } from './search-memory.ts';
import './search.css';

// the results (room and plan cards, and choosing a plan) load while the first search runs: not part of the first screen
const loadPlanSelection = () => import('./plan-selection.ts');
const loadResultList = () => Promise.all([import('./result-list.tsx'), loadPlanSelection()]).then(([module]) => module);
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

/**
 * /booking/result: the search form and its results, the search read from and written to the URL.
 * `notices` renders the hotel's notices for a check-in date (composed by the app, loaded apart).
 */
export function ResultsPage({ notices }: { notices?: (checkin: string) => ReactNode } = {}) {
  const { t } = useLingui();
  const settingsState = useStore($settings);
  const settings = settingsState.data;
  const locale = useStore($locale);
  const results = useStore($results);
  const shownParams = useStore($searchParams);
  const search = useSearch();
  const [, navigate] = useLocation();
  const code = hotelCode();
  const [datesFor, setDatesFor] = useState<RoomPlanResult | null>(null);

  const defaults = useMemo(() => (settings ? searchDefaults(settings) : null), [settings]);
  const params = useMemo(() => (defaults ? parseSearchParams(search, defaults) : null), [search, defaults]);

  useEffect(() => {
    if (!params) return;
    // spec 1 §3: opened without a search, the widget restores this hotel's search of the last hour
    const recalled = hasSearch(search) ? null : recalledSearch(code, search);
    if (recalled) {
      navigate(`/booking/result?${recalled}`, { replace: true });
      return;
    }
    // the URL always shows the search as understood (invalid values replaced by defaults)
    const canonical = writeSearchParams(search, code, params);
    if (canonical !== search) navigate(`/booking/result?${canonical}`, { replace: true });
    rememberSearch(code, canonical);
    void loadResultList();
    void showSearch(code, params, locale);
  }, [params, locale]);

  // a failed init is told by the layout's error bar
  if (!settings || !params || !defaults) return settingsState.status === 'error' ? null : <Loading />;

  const go = (next: SearchParams) => navigate(`/booking/result?${writeSearchParams(search, code, next)}`);
  // spec 1 §4: a new search from the form clears the rooms chosen
  const searchAgain = (next: SearchParams) => {
    clearRoomChoice();
    // spec 1 §2: a brand facility sends searches to the brand's hotel list, with the same query
    if (settings.settings.is_brand_facility || settings.hotel_brand_setting.is_brand_facility) {
      const query = writeSearchParams(search, code, next);
      rememberSearch(code, query);
      navigate(`/facilities?${query}`);
    } else go(next);
  };
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
    <div class="results-page">
      <PageHeading>
        <Trans>Find your room</Trans>
      </PageHeading>
      <SearchForm
        params={params}
        settings={settings}
        // spec 1 §3, §5: from yesterday where the hotel sells last night, to the end of the reservable period
        today={defaults.earliest ?? defaults.today}
        lastCheckin={defaults.lastCheckout ? addDays(defaults.lastCheckout, -1) : undefined}
        onSearch={searchAgain}
      />
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
      <section class="results" aria-busy={loading} aria-label={t`Search results`}>
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
    </div>
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
