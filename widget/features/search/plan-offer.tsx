import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomPlanResult } from '../../../shared/api/rooms.ts';
import { ROOMS_LEFT_THRESHOLD, type CurrencyCode } from '../../../shared/constants.ts';
import { paymentPromotionApplies } from '../../../shared/payment-promotion.ts';
import { MEAL_LABEL } from '../../lib/plan-meal.ts';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';
import { OfferCancellationLine } from './offer-cancellation-line.tsx';
import { mealText } from './offer-meal.ts';
import { $results } from './search-store.ts';

/** The hotel's payment promotion of the results shown (spec 2 §7.3 payment_promotion_info), or null. */
const $paymentPromotion = computed($results, (state) => (state.status === 'done' ? (state.result.payment_promotion_info ?? null) : null));

type PlanOfferProps = {
  plan: RoomPlanResult;
  /** The heading of the offer: the plan's name in the rooms view, the room's in the plans view. */
  title: string;
  currency: CurrencyCode;
  nights: number;
  /** Settings show_prices_tax_included. */
  taxIncluded: boolean;
  onSelect: (plan: RoomPlanResult) => void;
  /** A search of several rooms: the offer's own actions (count, Select, Remove one) instead of Select. */
  actions?: ((plan: RoomPlanResult) => ReactNode) | undefined;
  /** Rooms of this offer left for the stay, said under the price when fewer than ROOMS_LEFT_THRESHOLD. */
  roomsLeft?: number | null | undefined;
  /** Whether the offer says its meals (the plans view says them once, for the plan). */
  meal?: boolean;
};

/**
 * The rooms left of one offer: rooms of its type free on every night, or fewer when the plan's
 * own stock is lower (spec 1 §3: room_count and plan_stock_count).
 */
export function offerRoomsLeft(plan: Pick<RoomPlanResult, 'room_count' | 'plan_stock_count'>): number {
  return plan.plan_stock_count === null ? plan.room_count : Math.min(plan.room_count, plan.plan_stock_count);
}

/** One bookable offer: meal, total for the stay, average per night, and "Select". */
export function PlanOffer({ plan, title, currency, nights, taxIncluded, onSelect, actions, roomsLeft, meal = true }: PlanOfferProps) {
  const { i18n, t } = useLingui();
  const promotion = useStore($paymentPromotion);
  const total = taxIncluded ? plan.total_price : plan.total_price_without_tax;
  const perNight = Math.round(total / Math.max(1, nights));
  // day use (spec 2 §7.3): no night, the price is for the day
  const forStay = nights === 0 ? t`Total for the day` : plural(nights, { one: 'Total for # night', other: 'Total for # nights' });
  const roomName = plan.room_type_name;
  const planName = plan.room_plan_name;
  const scarce = !plan.is_sold_out && roomsLeft !== null && roomsLeft !== undefined && roomsLeft < ROOMS_LEFT_THRESHOLD;
  const leftId = `left-${plan.room_plan_code}`;
  // named as in the room type card, so both say it with the one translated message
  const left = roomsLeft ?? 0;
  const meals = meal ? mealText(i18n._(MEAL_LABEL[plan.meal]), title) : null;
  return (
    <li class={`offer${plan.is_sold_out ? ' offer-sold-out' : ''}`}>
      <div class="offer-text">
        <h3 class="offer-title">
          <bdi>{title}</bdi>
        </h3>
        {/* spec 1 §6: a member rate, answered only to the signed-in members it is for */}
        {plan.rate_visibility === 'member' ? (
          <p class="badge badge-member">
            <Trans>Member rate</Trans>
          </p>
        ) : null}
        {meals ? <p class="offer-meal">{meals}</p> : null}
        <p class="offer-payment">
          <Trans>Pay at the hotel</Trans>
        </p>
        <OfferCancellationLine roomPlanCode={plan.room_plan_code} />
        {/* spec 1 §5: only on plans paid by card, within the promotion's target */}
        {promotion && paymentPromotionApplies(promotion, plan) ? (
          <p class="badge badge-promotion">
            <bdi>{promotion.name}</bdi>
          </p>
        ) : null}
      </div>
      <div class="offer-price">
        <p class="offer-total">
          <span class="offer-total-label">{forStay}</span>{' '}
          <strong>
            <Money amount={total} currency={currency} />
          </strong>
        </p>
        <p class="offer-tax">
          {taxIncluded ? (
            <Trans>Taxes included</Trans>
          ) : (
            <Trans>
              plus taxes <Money amount={plan.tax} currency={currency} />
            </Trans>
          )}
        </p>
        {nights > 1 ? (
          <p class="offer-per-night">
            <Trans>
              <Money amount={perNight} currency={currency} /> per night on average
            </Trans>
          </p>
        ) : null}
        {scarce ? (
          <p id={leftId} class="badge badge-scarce">
            {plural(left, { one: 'Only # room left', other: 'Only # rooms left' })}
          </p>
        ) : null}
        {plan.is_sold_out ? (
          <p class="badge badge-sold-out">
            <Trans>Sold out</Trans>
          </p>
        ) : actions ? (
          actions(plan)
        ) : (
          <Button onClick={() => onSelect(plan)} aria-describedby={scarce ? leftId : undefined}>
            <Trans>Select</Trans>
            <span class="visually-hidden">
              {' '}
              {roomName}, {planName}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}
