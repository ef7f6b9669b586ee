import { Trans, useLingui } from '@lingui/react/macro';
import { ROOM_SEARCH_FILTERS, type RoomSearchFilter } from '../../../shared/constants.ts';
import { Button } from '../../ui/button.tsx';
import { FILTER_LABEL } from './search-filter-labels.ts';
import type { SearchParams } from './search-params.ts';

type ResultsFiltersProps = {
  params: SearchParams;
  /** The room search filters the hotel offers (settings room_search_filters). */
  offered: readonly RoomSearchFilter[];
  onChange: (params: SearchParams) => void;
};

/**
 * The results' filters (spec 1 §2 `filter`, `is_including_occupied`): a checkbox per filter the
 * hotel offers, one for sold-out rooms, and, when a link narrowed the search to some room types
 * or plans, a way back to all of them. Each change searches again.
 */
export function ResultsFilters({ params, offered, onChange }: ResultsFiltersProps) {
  const { i18n } = useLingui();
  const chosen = params.filter ?? [];
  // a filter a link asked for stays listed (and removable) even where the hotel does not offer it
  const shown = ROOM_SEARCH_FILTERS.filter((filter) => offered.includes(filter) || chosen.includes(filter));
  const toggle = (filter: RoomSearchFilter, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(filter);
    else next.delete(filter);
    onChange({ ...params, filter: ROOM_SEARCH_FILTERS.filter((f) => next.has(f)) });
  };
  const narrowed = [params.roomTypeCodes, params.hotelPlanCodes, params.roomPlanCodes].some((codes) => (codes ?? []).length > 0);
  return (
    <div class="results-filters">
      <fieldset class="checkbox-group">
        <legend>
          <Trans>Filter results</Trans>
        </legend>
        <div class="results-filter-list">
          {shown.map((filter) => (
            <label key={filter} class="checkbox">
              <input
                type="checkbox"
                name="filter"
                value={filter}
                checked={chosen.includes(filter)}
                onChange={(event) => toggle(filter, event.currentTarget.checked)}
              />
              <span>{i18n._(FILTER_LABEL[filter])}</span>
            </label>
          ))}
          <label class="checkbox">
            <input
              type="checkbox"
              name="is_including_occupied"
              checked={params.includeOccupied ?? false}
              onChange={(event) => onChange({ ...params, includeOccupied: event.currentTarget.checked })}
            />
            <span>
              <Trans>Show sold-out rooms</Trans>
            </span>
          </label>
        </div>
      </fieldset>
      {narrowed ? (
        <p class="results-narrowed">
          <Trans>Showing only the rooms and plans of your link.</Trans>{' '}
          <Button variant="secondary" onClick={() => onChange({ ...params, roomTypeCodes: [], hotelPlanCodes: [], roomPlanCodes: [] })}>
            <Trans>Show all rooms and plans</Trans>
          </Button>
        </p>
      ) : null}
    </div>
  );
}
