import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PlanResult, RoomPlanResult } from '../../../shared/api/rooms.ts';
import type { CurrencyCode } from '../../../shared/constants.ts';
import { MEAL_LABEL } from '../../lib/plan-meal.ts';
import { mealText } from './offer-meal.ts';
import { offerRoomsLeft, PlanOffer } from './plan-offer.tsx';

type PlanCardProps = {
  plan: PlanResult;
  currency: CurrencyCode;
  nights: number;
  taxIncluded: boolean;
  onSelect: (plan: RoomPlanResult) => void;
  /** Set for a search of several rooms. */
  actionsOf?: ((plan: RoomPlanResult) => ReactNode) | undefined;
};

/** Plans view: a plan with the room types it sells. */
export function PlanCard({ plan, currency, nights, taxIncluded, onSelect, actionsOf }: PlanCardProps) {
  const { i18n } = useLingui();
  const headingId = `plan-${plan.hotel_plan_code}`;
  const meals = mealText(i18n._(MEAL_LABEL[plan.meal]), plan.plan_name);
  return (
    <article class="card plan-card" aria-labelledby={headingId}>
      <div class="room-body">
        <h2 id={headingId} class="room-name">
          <bdi>{plan.plan_name}</bdi>
        </h2>
        {meals ? <p class="offer-meal">{meals}</p> : null}
        {plan.description ? (
          <p class="room-description" dir="auto">
            {plan.description}
          </p>
        ) : null}
        <ul class="offers">
          {plan.rooms.map((room) => (
            <PlanOffer
              key={room.room_plan_code}
              plan={room}
              title={room.room_type_name}
              currency={currency}
              nights={nights}
              taxIncluded={taxIncluded}
              onSelect={onSelect}
              actions={actionsOf}
              roomsLeft={offerRoomsLeft(room)}
              // the plan says its meals once, above its rooms
              meal={false}
            />
          ))}
        </ul>
      </div>
    </article>
  );
}
