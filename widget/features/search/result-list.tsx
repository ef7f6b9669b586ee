import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RoomPlanResult, RoomSearchResult } from '../../../shared/api/rooms.ts';
import { Button } from '../../ui/button.tsx';
import { PlanCard } from './plan-card.tsx';
import { RoomTypeCard } from './room-type-card.tsx';
import { countOf } from './search-store.ts';

type ResultListProps = {
  result: RoomSearchResult;
  taxIncluded: boolean;
  onSelect: (plan: RoomPlanResult) => void;
  /** A search of several rooms: each offer's own actions instead of Select. */
  actionsOf?: ((plan: RoomPlanResult) => ReactNode) | undefined;
  /** Set when the search filters by accessibility: offered when nothing matched. */
  onClearAccessibility: (() => void) | null;
};

/** The room types or plans of a result, or why there are none. */
export function ResultList({ result, taxIncluded, onSelect, actionsOf, onClearAccessibility }: ResultListProps) {
  const shared = { currency: result.currency, nights: result.nights, taxIncluded, onSelect, actionsOf };
  if (countOf(result) === 0) {
    return (
      <div class="empty-state">
        <h2>
          <Trans>No rooms available for these dates</Trans>
        </h2>
        {onClearAccessibility ? (
          <>
            <p>
              <Trans>No available room has every accessibility feature you chose. Try fewer of them, or other dates.</Trans>
            </p>
            <Button variant="secondary" onClick={onClearAccessibility}>
              <Trans>Show rooms without the accessibility filter</Trans>
            </Button>
          </>
        ) : (
          <p>
            <Trans>Try other dates, or fewer guests in the room.</Trans>
          </p>
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
