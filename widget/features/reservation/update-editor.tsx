import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { addDays, nightsBetween, todayIn } from '../../lib/dates.ts';
import { errorText } from '../../lib/error-text.ts';
import { AcceptNewPrice } from '../../ui/accept-new-price.tsx';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { StayDates } from '../../ui/stay-dates.tsx';
import { UpdateQuote } from './update-quote.tsx';
import { $reservationUpdate, closeUpdate, confirmUpdate, quoteUpdate, setUpdateDates } from './update-store.ts';
import '../../ui/change-form.css';

// each room's room types (a room search) load once the new dates are priced
const UpdateRooms = lazy(() => import('./update-rooms.tsx').then((m) => ({ default: m.UpdateRooms })));

type Props = { hotelCode: string; reservation: Reservation; onClose: (changed: boolean) => void };

/**
 * Spec 1 §2 update mode: new dates for the whole reservation, then each room's room type among
 * those its plan sells on them (each room keeps its plan and guests), the server's price for them
 * against the current booking, and the change confirmed at that price (the price-change tick of
 * the booking when it moved meanwhile).
 */
export function UpdateEditor({ hotelCode, reservation, onClose }: Props) {
  const { i18n } = useLingui();
  const state = useStore($reservationUpdate);
  const [accepted, setAccepted] = useState(false);
  const displayed = state.status === 'closed' ? null : state.displayedTotal;
  useEffect(() => setAccepted(false), [displayed]);
  if (state.status === 'closed') return null;
  const dayUse = reservation.nights === 0;
  const today = todayIn(reservation.hotel.timezone);
  const nights = nightsBetween(state.checkin, state.checkout);
  const datesValid = state.checkin >= today && (dayUse ? state.checkout === state.checkin : nights > 0);
  const sameDates = state.checkin === reservation.checkin_date && state.checkout === reservation.checkout_date;
  const unchanged = sameDates && state.rooms.every((room, index) => room.room_plan_code === reservation.rooms[index]!.room_plan_code);
  const quote = state.quote;
  const priceChanged = state.status === 'price_changed';
  const cancel = () => {
    closeUpdate();
    onClose(false);
  };

  return (
    <div class="update-editor">
      <h2 id="reservation-update-title">
        <Trans>Change dates or rooms</Trans>
      </h2>
      <p>
        <Trans>Choose new dates for the whole reservation, then a room type for each room. Each room keeps its plan and guests.</Trans>
      </p>
      <form
        class="update-dates"
        onSubmit={(event) => {
          event.preventDefault();
          if (datesValid) void quoteUpdate(hotelCode);
        }}
      >
        <div class="field">
          <label for="update-checkin" class="field-label">
            {dayUse ? <Trans>Date</Trans> : <Trans>Check-in</Trans>}
          </label>
          <input
            id="update-checkin"
            type="date"
            min={today}
            value={state.checkin}
            onChange={(event) => {
              const checkin = event.currentTarget.value;
              // the stay keeps its length when the check-in moves (a day use stays a day use)
              setUpdateDates({ checkin, checkout: dayUse ? checkin : addDays(checkin, Math.max(1, nightsBetween(state.checkin, state.checkout))) });
            }}
          />
        </div>
        {dayUse ? null : (
          <div class="field">
            <label for="update-checkout" class="field-label">
              <Trans>Check-out</Trans>
            </label>
            <input
              id="update-checkout"
              type="date"
              min={addDays(state.checkin, 1)}
              value={state.checkout}
              aria-invalid={datesValid ? undefined : true}
              aria-describedby={datesValid ? undefined : 'update-dates-error'}
              onChange={(event) => setUpdateDates({ checkout: event.currentTarget.value })}
            />
          </div>
        )}
        {datesValid ? null : (
          <p id="update-dates-error" class="field-error">
            {state.checkin < today ? (
              <Trans>The check-in date has passed. Please choose new dates.</Trans>
            ) : (
              <Trans>The check-out date must be after the check-in date.</Trans>
            )}
          </p>
        )}
        <div class="change-form-actions">
          <Button type="submit" variant="secondary" busy={state.status === 'quoting'} disabled={!datesValid}>
            <Trans>See the new price</Trans>
          </Button>
          <Button variant="link" onClick={cancel}>
            <Trans>Keep my reservation as it is</Trans>
          </Button>
        </div>
      </form>

      {state.error ? (
        <p class="notice notice-error" role="alert">
          {errorText(state.error, i18n)}
        </p>
      ) : null}

      {state.roomsShown ? (
        <Suspense fallback={<Loading />}>
          <UpdateRooms
            hotelCode={hotelCode}
            reservation={reservation}
            checkin={state.checkin}
            checkout={state.checkout}
            rooms={state.rooms}
            disabled={state.status === 'confirming'}
          />
        </Suspense>
      ) : null}

      {quote ? (
        <div class="update-quote" aria-live="polite">
          <dl class="facts">
            <StayDates checkin={quote.reservation.checkin_date} checkout={quote.reservation.checkout_date} nights={quote.reservation.nights} />
          </dl>
          <UpdateQuote change={quote} />
          {priceChanged && displayed !== null ? (
            <div class="notice notice-warning" role="alert">
              <p>
                <Trans>
                  The price of the new stay has changed from <Money amount={quote.reservation.total_price} currency={quote.reservation.currency} /> to{' '}
                  <Money amount={displayed} currency={quote.reservation.currency} />.
                </Trans>
              </p>
              <AcceptNewPrice accepted={accepted} onChange={setAccepted} />
            </div>
          ) : null}
          <Button
            busy={state.status === 'confirming'}
            disabled={unchanged || (priceChanged && !accepted)}
            onClick={async () => {
              if (await confirmUpdate(hotelCode)) onClose(true);
            }}
          >
            <Trans>Confirm the change</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
