import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { $updateOffers, loadUpdateOffers, type RoomOffer } from './update-offers.ts';
import { chooseRoomTypes, type RoomChoice } from './update-store.ts';
import './update-rooms.css';

type Props = { hotelCode: string; reservation: Reservation; checkin: string; checkout: string; rooms: RoomChoice[]; disabled: boolean };

/** What a room type costs for the stay, and against the room's current room type on the same dates. */
function OfferPrice({ offer, current, currency }: { offer: RoomOffer; current: boolean; currency: Reservation['currency'] }) {
  const gap = Math.abs(offer.difference ?? 0);
  return (
    <span class="update-room-price">
      <Money amount={offer.total_price} currency={currency} />{' '}
      {current ? (
        <Trans>(current room type)</Trans>
      ) : offer.difference === null ? null : offer.difference > 0 ? (
        <Trans>
          (<Money amount={gap} currency={currency} /> more)
        </Trans>
      ) : offer.difference < 0 ? (
        <Trans>
          (<Money amount={gap} currency={currency} /> less)
        </Trans>
      ) : (
        <Trans>(same price)</Trans>
      )}
    </span>
  );
}

/**
 * Spec 1 §4 update mode: for each room of the reservation, the room types its plan sells on the
 * new dates for its guests, priced against its current room type; choosing one asks the server's
 * quote for the whole change. With several rooms, a choice can be made for every room at once.
 */
export function UpdateRooms({ hotelCode, reservation, checkin, checkout, rooms, disabled }: Props) {
  const offers = useStore($updateOffers);
  useEffect(() => {
    void loadUpdateOffers(hotelCode, reservation, checkin, checkout);
  }, [hotelCode, reservation, checkin, checkout]);
  const current = offers.status !== 'idle' && offers.reservation === reservation && offers.checkin === checkin && offers.checkout === checkout;
  if (current && offers.status === 'failed') {
    return (
      <p class="notice">
        <Trans>Other room types could not be loaded. You can still change the dates.</Trans>
      </p>
    );
  }
  if (!current || offers.status !== 'done') {
    return <Loading label={<Trans>Looking for other room types…</Trans>} />;
  }
  if (offers.rooms.every((list) => list.length < 2)) {
    return (
      <p>
        <Trans>No other room type of your plan is available for these dates.</Trans>
      </p>
    );
  }
  const several = rooms.length > 1;
  // a room type for every room that offers it (each keeps its own plan)
  const forEveryRoom = (roomTypeCode: string) =>
    new Map<number, RoomChoice>(
      offers.rooms.flatMap((list, index) => {
        const offer = list.find((o) => o.room_type_code === roomTypeCode);
        return offer ? [[index, { room_type_code: offer.room_type_code, room_plan_code: offer.room_plan_code }] as [number, RoomChoice]] : [];
      }),
    );
  return (
    <div class="update-rooms">
      {offers.rooms.map((list, index) => {
        // a room with no other room type on these dates keeps its own: nothing to choose
        if (list.length < 2) return null;
        const booked = reservation.rooms[index]!;
        const chosen = rooms[index]!;
        const chosenName = list.find((offer) => offer.room_plan_code === chosen.room_plan_code)?.room_type_name ?? booked.room_type_name;
        const number = index + 1;
        const plan = booked.room_plan_name;
        return (
          <fieldset key={booked.room_plan_code + String(index)} class="checkbox-group update-room">
            <legend>
              {several ? (
                <Trans>
                  Room {number}: room type ({plan})
                </Trans>
              ) : (
                <Trans>Room type ({plan})</Trans>
              )}
            </legend>
            {list.map((offer) => (
              <label key={offer.room_plan_code} class="checkbox">
                <input
                  type="radio"
                  name={`update-room-${index}`}
                  value={offer.room_plan_code}
                  checked={offer.room_plan_code === chosen.room_plan_code}
                  disabled={disabled}
                  onChange={() =>
                    void chooseRoomTypes(hotelCode, new Map([[index, { room_type_code: offer.room_type_code, room_plan_code: offer.room_plan_code }]]))
                  }
                />
                <span>
                  <strong>{offer.room_type_name}</strong>{' '}
                  <OfferPrice offer={offer} current={offer.room_type_code === booked.room_type_code} currency={reservation.currency} />
                </span>
              </label>
            ))}
            {several && [...forEveryRoom(chosen.room_type_code)].some(([other, choice]) => rooms[other]!.room_plan_code !== choice.room_plan_code) ? (
              <Button
                variant="link"
                disabled={disabled}
                onClick={(event) => {
                  // the button goes once every room has it: the focus stays on this room's choice
                  event.currentTarget.closest('fieldset')?.querySelector<HTMLInputElement>('input:checked')?.focus();
                  void chooseRoomTypes(hotelCode, forEveryRoom(chosen.room_type_code));
                }}
              >
                <Trans>Choose {chosenName} for every room</Trans>
              </Button>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
