import { useStore } from '@nanostores/react';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { RoomPlanResult, RoomSearchResult } from '../../../shared/api/rooms.ts';
import { Button } from '../../ui/button.tsx';
import { SummaryBar } from '../../ui/summary-bar.tsx';
import { ResultList } from './result-list.tsx';
import {
  choiceBlock,
  choiceSummary,
  chooseRoomPlan,
  chosenCounts,
  chosenPlans,
  confirmRoomChoice,
  currentChoice,
  removeRoomPlan,
  unchooseRoom,
  type ChoiceBlock,
} from './room-choice-store.ts';
import type { SearchParams } from './search-params.ts';
import type { SelectionContext } from './plan-selection.ts';
import { $roomChoice, countOf } from './search-store.ts';
import { SelectionPanel } from './selection-panel.tsx';

type MultiRoomResultsProps = {
  hotelCode: string;
  result: RoomSearchResult;
  /** The search shown (its rooms are the result's). */
  params: SearchParams;
  taxIncluded: boolean;
  context: SelectionContext;
  onClearAccessibility: (() => void) | null;
  /** Every room is chosen and kept for checkout. */
  onContinue: () => void;
};

/**
 * A search of several rooms (loaded only for one): the offers, each filling the first room it
 * fits, and the panel of rooms chosen with the running total and "Continue to checkout".
 */
export function MultiRoomResults({ hotelCode, result, params, taxIncluded, context, onClearAccessibility, onContinue }: MultiRoomResultsProps) {
  const choice = currentChoice(params, useStore($roomChoice));
  const chosen = chosenPlans(result, choice);
  const counts = chosenCounts(choice);
  const actionsOf = (plan: RoomPlanResult) => <OfferActions plan={plan} count={counts.get(plan.room_plan_code) ?? 0} block={choiceBlock(plan, chosen)} />;
  // the panel's button and the bar's are one action
  const toCheckout = () => {
    if (confirmRoomChoice(hotelCode, context)) onContinue();
  };
  const summary = choiceSummary(chosen, params);
  const rooms = chosen.length;
  const chosenCount = summary.priced.length;
  return (
    <div class="summary-area">
      <ResultList result={result} taxIncluded={taxIncluded} onSelect={chooseRoomPlan} actionsOf={actionsOf} onClearAccessibility={onClearAccessibility} />
      {countOf(result) > 0 ? (
        <>
          <SelectionPanel
            result={result}
            params={params}
            chosen={chosen}
            tierNames={context.kidsTierNames}
            taxIncluded={taxIncluded}
            onUnchoose={unchooseRoom}
            onContinue={toCheckout}
          />
          <SummaryBar
            shown={chosenCount > 0}
            status={
              // why Continue stays off with every room chosen (the panel below says it at length)
              summary.mixed
                ? t`Choose plans with the same cancellation policy`
                : plural(rooms, { one: `${chosenCount} of # room chosen`, other: `${chosenCount} of # rooms chosen` })
            }
            total={taxIncluded ? summary.totals.total : summary.totals.totalWithoutTax}
            currency={result.currency}
            action={
              <Button disabled={!summary.complete || summary.mixed} onClick={toCheckout}>
                <Trans>Continue to checkout</Trans>
              </Button>
            }
          />
        </>
      ) : null}
    </div>
  );
}

/** Select (with how many rooms this offer has), Remove one, and why no more can be added. */
function OfferActions({ plan, count, block }: { plan: RoomPlanResult; count: number; block: ChoiceBlock | null }) {
  const roomName = plan.room_type_name;
  const planName = plan.room_plan_name;
  const why =
    block === 'no_rooms_left' ? (
      <Trans>No more rooms of this type are left.</Trans>
    ) : block === 'sale_limit' ? (
      <Trans>You have chosen as many rooms of this plan as one reservation may take.</Trans>
    ) : block === 'no_room_fits' && count === 0 ? (
      <Trans>This room does not fit the guests of your rooms still to choose.</Trans>
    ) : null;
  const whyId = `offer-why-${plan.room_plan_code}`;
  return (
    <div class="offer-choice">
      <Button onClick={() => chooseRoomPlan(plan)} disabled={block !== null} aria-describedby={why ? whyId : undefined}>
        <Trans>Select</Trans>
        {count > 0 ? <span class="offer-count">{plural(count, { one: '# selected', other: '# selected' })}</span> : null}
        <span class="visually-hidden">
          {' '}
          {roomName}, {planName}
        </span>
      </Button>
      {count > 0 ? (
        <Button variant="secondary" onClick={() => removeRoomPlan(plan.room_plan_code)}>
          <Trans>Remove one</Trans>
          <span class="visually-hidden">
            {' '}
            {roomName}, {planName}
          </span>
        </Button>
      ) : null}
      {why ? (
        <p id={whyId} class="offer-why">
          {why}
        </p>
      ) : null}
    </div>
  );
}
