import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomPlanResult } from '../../../shared/api/rooms.ts';
import type { CurrencyCode } from '../../../shared/constants.ts';
import { MEAL_LABEL } from '../../lib/meal.ts';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';
import type { ChoiceBlock } from './room-choice-store.ts';

type PlanOfferProps = {
  plan: RoomPlanResult;
  /** The heading of the offer: the plan's name in the rooms view, the room's in the plans view. */
  title: string;
  currency: CurrencyCode;
  nights: number;
  /** Settings show_prices_tax_included. */
  taxIncluded: boolean;
  onSelect: (plan: RoomPlanResult) => void;
  /** A search of several rooms: how many rooms this offer has, why it can take no more, and "Remove one". */
  choice?: OfferChoice | undefined;
};

/** An offer's part in a search of several rooms. */
export type OfferChoice = { chosen: number; block: ChoiceBlock | null; onRemove: (plan: RoomPlanResult) => void };

/** One bookable offer: meal, total for the stay, average per night, and "Select". */
export function PlanOffer({ plan, title, currency, nights, taxIncluded, onSelect, choice }: PlanOfferProps) {
  const { i18n } = useLingui();
  const total = taxIncluded ? plan.total_price : plan.total_price_without_tax;
  const perNight = Math.round(total / Math.max(1, nights));
  const forStay = plural(nights, { one: 'Total for # night', other: 'Total for # nights' });
  const roomName = plan.room_type_name;
  const planName = plan.room_plan_name;
  return (
    <li class={`offer${plan.is_sold_out ? ' offer-sold-out' : ''}`}>
      <div class="offer-text">
        <h3 class="offer-title"><bdi>{title}</bdi></h3>
        <p class="offer-meal">{i18n._(MEAL_LABEL[plan.meal])}</p>
        <p class="offer-payment"><Trans>Pay at the hotel</Trans></p>
      </div>
      <div class="offer-price">
        <p class="offer-total">
          <span class="offer-total-label">{forStay}</span>{' '}
          <strong><Money amount={total} currency={currency} /></strong>
        </p>
        <p class="offer-tax">
          {taxIncluded ? <Trans>Taxes included</Trans> : <Trans>plus taxes <Money amount={plan.tax} currency={currency} /></Trans>}
        </p>
        {nights > 1 ? (
          <p class="offer-per-night"><Trans><Money amount={perNight} currency={currency} /> per night on average</Trans></p>
        ) : null}
        {plan.is_sold_out ? (
          <p class="badge badge-sold-out"><Trans>Sold out</Trans></p>
        ) : choice ? (
          <MultiRoomActions plan={plan} choice={choice} onSelect={onSelect} />
        ) : (
          <Button onClick={() => onSelect(plan)}>
            <Trans>Select</Trans>
            <span class="visually-hidden"> {roomName}, {planName}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Select (showing how many rooms this offer has), Remove one, and why no more can be added. */
function MultiRoomActions({ plan, choice, onSelect }: { plan: RoomPlanResult; choice: OfferChoice; onSelect: (plan: RoomPlanResult) => void }) {
  const roomName = plan.room_type_name;
  const planName = plan.room_plan_name;
  const count = choice.chosen;
  const why = choice.block === 'no_rooms_left'
    ? <Trans>No more rooms of this type are left.</Trans>
    : choice.block === 'sale_limit'
      ? <Trans>You have chosen as many rooms of this plan as one reservation may take.</Trans>
      : choice.block === 'no_room_fits' && count === 0
        ? <Trans>This room does not fit the guests of your rooms still to choose.</Trans>
        : null;
  return (
    <div class="offer-choice">
      <Button onClick={() => onSelect(plan)} disabled={choice.block !== null} aria-describedby={why ? `offer-why-${plan.room_plan_code}` : undefined}>
        <Trans>Select</Trans>
        {count > 0 ? <span class="offer-count">{plural(count, { one: '# selected', other: '# selected' })}</span> : null}
        <span class="visually-hidden"> {roomName}, {planName}</span>
      </Button>
      {count > 0 ? (
        <Button variant="secondary" onClick={() => choice.onRemove(plan)}>
          <Trans>Remove one</Trans>
          <span class="visually-hidden"> {roomName}, {planName}</span>
        </Button>
      ) : null}
      {why ? <p id={`offer-why-${plan.room_plan_code}`} class="offer-why">{why}</p> : null}
    </div>
  );
}
