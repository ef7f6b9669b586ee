import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { hotelCode } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { $locale, loadResultsText } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { SearchForm } from './search-form.tsx';
import { parseSearchParams, searchDefaults, writeSearchParams, type SearchParams } from './search-params.ts';
import { askedForSearch, clearRoomChoice, showSearch } from './search-store.ts';
import { hasSearch, recalledSearch, rememberSearch } from './search-memory.ts';
import './search.css';

// the results part (toolbar, filters, results) and its text load after the form is drawn, while
// the first search runs: not part of the first screen
let resultsBodyLoaded = false;
const loadResultsBody = () =>
  Promise.all([import('./results-body.tsx'), loadResultsText()]).then(([module]) => {
    resultsBodyLoaded = true;
    return module;
  });
const ResultsBody = lazy(() => loadResultsBody().then((module) => ({ default: module.ResultsBody })));

/**
 * /booking/result: the search form and its results, the search read from and written to the URL.
 * `notices` renders the hotel's notices for a check-in date (composed by the app, loaded apart).
 */
export function ResultsPage({ notices }: { notices?: (checkin: string) => ReactNode } = {}) {
  const settingsState = useStore($settings);
  const settings = settingsState.data;
  const locale = useStore($locale);
  const search = useSearch();
  const [, navigate] = useLocation();
  const code = hotelCode();

  // Until the results part has loaded, the first render draws its placeholder alone, and the
  // effects below ask for the part: asked for while rendering, its chunks' preload links would
  // be added to the page in the render that makes the form interactive.
  const [bodyAsked, setBodyAsked] = useState(resultsBodyLoaded);
  useEffect(() => setBodyAsked(true), []);
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
    // the result list and choosing a plan load with the results part, while the search runs
    void loadResultsBody().then((module) => module.loadResultList());
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
    } else {
      go(next);
      askedForSearch();
    }
  };
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
      {/* holds the results' place while they load: nothing below the form moves when they come */}
      <Suspense fallback={<div class="results-body-pending" />}>
        {bodyAsked ? <ResultsBody params={params} defaults={defaults} settings={settings} go={go} notices={notices} /> : <div class="results-body-pending" />}
      </Suspense>
    </div>
  );
}
