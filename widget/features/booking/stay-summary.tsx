import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $locale } from '../../lib/i18n.ts';
import { MEAL_LABEL } from '../../lib/plan-meal.ts';
import { selectionTotals, type Selection, type SelectedRoom } from '../../lib/selection.ts';
import { StayDates } from '../../ui/stay-dates.tsx';
import { roomGuestsText } from '../../ui/guests-text.ts';
import { Money } from '../../ui/money.tsx';
import { formatNumber } from '../../ui/numbers.ts';

/** The stay being booked: hotel, dates, each room with its plan and guests, and the total (with extras and discounts when given). */
type StaySummaryProps = {
  selection: Selection;
  hotelName: string;
  /** What checkout added: the extras' total and the discount (both tax included). */
  addOns?: { extras: number; discount: number; total: number };
};

export function StaySummary({ selection, hotelName, addOns }: StaySummaryProps) {
  const { t, i18n } = useLingui();
  const locale = useStore($locale);
  const nights = selection.nights;
  const several = selection.rooms.length > 1;
  const planText = (room: SelectedRoom) => {
    const name = room.roomPlanName;
    const detail = i18n._(MEAL_LABEL[room.meal]);
    // a plan named after its meal ("Room only") needs no meal in brackets
    return name === detail ? name : t`${name} (${detail})`;
  };
  return (
    <aside class="card stay-summary" aria-labelledby="stay-summary-title">
      <h2 id="stay-summary-title">
        <Trans>Your stay</Trans>
      </h2>
      <dl class="facts">
        <dt>
          <Trans>Hotel</Trans>
        </dt>
        <dd>
          <bdi>{hotelName}</bdi>
        </dd>
        <StayDates checkin={selection.checkin} checkout={selection.checkout} nights={nights} />
        {several ? (
          <>
            <dt>
              <Trans>Rooms</Trans>
            </dt>
            <dd>{formatNumber(selection.rooms.length, locale)}</dd>
          </>
        ) : null}
      </dl>
      {selection.rooms.map((room) => {
        const number = room.roomIndex + 1;
        return (
          <div key={room.roomIndex} class="summary-room">
            {several ? (
              <h3 class="summary-room-title">
                <Trans>Room {number}</Trans>
              </h3>
            ) : null}
            <dl class="facts">
              <dt>
                <Trans>Room</Trans>
              </dt>
              <dd>
                <bdi>{room.roomTypeName}</bdi>
              </dd>
              <dt>
                <Trans>Plan</Trans>
              </dt>
              <dd>
                <bdi>{planText(room)}</bdi>
              </dd>
              <dt>
                <Trans>Guests</Trans>
              </dt>
              <dd>{roomGuestsText({ ...room, adults: room.numberOfAdults }, selection.kidsTierNames, locale)}</dd>
              {several ? (
                <>
                  <dt>
                    <Trans>Price</Trans>
                  </dt>
                  <dd>
                    <Money amount={room.salePrice} currency={selection.currency} />
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        );
      })}
      <dl class="facts">
        {addOns && addOns.extras > 0 ? (
          <>
            <dt>
              <Trans>Extras</Trans>
            </dt>
            <dd>
              <Money amount={addOns.extras} currency={selection.currency} />
            </dd>
          </>
        ) : null}
        {addOns && addOns.discount > 0 ? (
          <>
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd class="summary-discount">
              <Money amount={-addOns.discount} currency={selection.currency} />
            </dd>
          </>
        ) : null}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd class="summary-total" aria-live="polite">
          <Money amount={addOns?.total ?? selectionTotals(selection.rooms).total} currency={selection.currency} />
        </dd>
      </dl>
    </aside>
  );
}

/** The rooms and nights being booked, in a line: "2 rooms, 1 night" (the summary bar's status). */
export function StayRooms({ selection }: { selection: Selection }) {
  const rooms = selection.rooms.length;
  const nights = selection.nights;
  const roomsText = plural(rooms, { one: '# room', other: '# rooms' });
  const nightsText = plural(nights, { one: '# night', other: '# nights' });
  return (
    <>
      {selection.checkin === selection.checkout ? (
        roomsText
      ) : (
        <Trans>
          {roomsText}, {nightsText}
        </Trans>
      )}
    </>
  );
}
