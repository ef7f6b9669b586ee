import { Trans, useLingui } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';
import { CancellationFee, type RoomToCancel } from './cancel-dialog.tsx';

/**
 * Issue 15: where the hotel allows it, each room of a reservation of several may be cancelled
 * on its own, its fee said first; not on the check-in day (the whole reservation's notice says
 * to phone).
 */
export function RoomCancellation({ reservation, onCancel }: { reservation: Reservation; onCancel: (room: RoomToCancel) => void }) {
  const { t } = useLingui();
  const quotes = reservation.room_cancellation;
  if (!quotes?.some((quote) => quote.cancellable)) return null;
  return (
    <div class="room-cancellation">
      <h3>
        <Trans>Cancel one room</Trans>
      </h3>
      <p>
        <Trans>You can also cancel one room and keep the others.</Trans>
      </p>
      <ul>
        {quotes.map((quote, index) => {
          const room = reservation.rooms[index];
          if (!room || !quote.cancellable) return null;
          const number = quote.room_number;
          const type = room.room_type_name;
          const toCancel = { number, name: type, quote };
          return (
            <li key={number}>
              <p>
                <strong>{t`Room ${number}: ${type}`}</strong>
              </p>
              <CancellationFee reservation={reservation} room={toCancel} />
              <Button variant="secondary" onClick={() => onCancel(toCancel)}>
                <Trans>Cancel room {number}</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The rooms of the reservation cancelled on their own, each with its fee. */
export function CancelledRooms({ reservation }: { reservation: Reservation }) {
  if (reservation.cancelled_rooms.length === 0) return null;
  return (
    <ul class="cancelled-rooms">
      {reservation.cancelled_rooms.map((room) => {
        const number = room.room_number;
        const type = room.room_type_name;
        return (
          <li key={number}>
            {room.cancellation_fee > 0 ? (
              <Trans>
                Room {number} ({type}) is cancelled. Cancellation fee: <Money amount={room.cancellation_fee} currency={reservation.currency} />
              </Trans>
            ) : (
              <Trans>
                Room {number} ({type}) is cancelled, free of charge.
              </Trans>
            )}
          </li>
        );
      })}
    </ul>
  );
}
