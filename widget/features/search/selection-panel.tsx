import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomPlanResult, RoomSearchResult } from '../../../shared/api/rooms.ts';
import { $locale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';
import { roomGuestsText } from '../../ui/guests-text.ts';
import type { SearchParams } from './search-params.ts';
import { choiceSummary } from './room-choice-store.ts';

type SelectionPanelProps = {
  result: RoomSearchResult;
  params: SearchParams;
  /** The room plan chosen for each searched room, null where none is yet. */
  chosen: Array<RoomPlanResult | null>;
  tierNames: Record<string, string>;
  /** Settings show_prices_tax_included. */
  taxIncluded: boolean;
  onUnchoose: (index: number) => void;
  onContinue: () => void;
};

/**
 * A search of several rooms: each searched room with the room and plan chosen for it and its
 * price, the running total, a warning when the plans' cancellation policies differ, and
 * "Continue" once every room is chosen.
 */
export function SelectionPanel({ result, params, chosen, tierNames, taxIncluded, onUnchoose, onContinue }: SelectionPanelProps) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const currency = result.currency;
  // each chosen room priced for its own guests, as checkout will take it
  const { priced, totals, complete, mixed } = choiceSummary(chosen, params);
  const left = chosen.length - priced.length;
  return (
    <section class="room-selection" aria-labelledby="room-selection-title">
      <h2 id="room-selection-title" class="room-selection-title">
        <Trans>Your rooms</Trans>
      </h2>
      <ol class="room-selection-list">
        {chosen.map((plan, index) => {
          const number = index + 1;
          const price = plan?.room_prices[index];
          return (
            <li key={index} class="room-selection-item">
              <p class="room-selection-room">
                <strong>
                  <Trans>Room {number}</Trans>
                </strong>{' '}
                <span class="room-selection-guests">{roomGuestsText(params.rooms[index]!, tierNames, locale)}</span>
              </p>
              {plan && price ? (
                <div class="room-selection-choice">
                  <p>
                    <bdi>{plan.room_type_name}</bdi>, <bdi>{plan.room_plan_name}</bdi>
                  </p>
                  <p class="room-selection-price">
                    <Money amount={taxIncluded ? price.total_price : price.total_price_without_tax} currency={currency} />
                  </p>
                  <Button variant="link" onClick={() => onUnchoose(index)}>
                    <Trans>Remove</Trans>
                    <span class="visually-hidden"> {t`Room ${number}`}</span>
                  </Button>
                </div>
              ) : (
                <p class="room-selection-empty">
                  <Trans>Choose a room</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div class="room-selection-total" aria-live="polite" aria-atomic="true">
        <p>
          <Trans>Total</Trans>{' '}
          <strong>
            <Money amount={taxIncluded ? totals.total : totals.totalWithoutTax} currency={currency} />
          </strong>
        </p>
        <p class="room-selection-tax">
          {taxIncluded ? (
            <Trans>
              Of which taxes <Money amount={totals.tax} currency={currency} />
            </Trans>
          ) : (
            <Trans>
              plus taxes <Money amount={totals.tax} currency={currency} />
            </Trans>
          )}
        </p>
        {!complete ? <p class="room-selection-left">{plural(left, { one: 'Choose # more room.', other: 'Choose # more rooms.' })}</p> : null}
      </div>
      {mixed ? (
        <p class="notice notice-warning" role="alert">
          <Trans>
            The plans you chose have different cancellation policies. One reservation can only have one, so please choose plans with the same policy.
          </Trans>
        </p>
      ) : null}
      <Button class="room-selection-continue" disabled={!complete || mixed} onClick={onContinue}>
        <Trans>Continue to checkout</Trans>
      </Button>
    </section>
  );
}
