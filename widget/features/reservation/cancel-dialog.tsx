import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { MAX_TEXT_LENGTH } from '../../../shared/constants.ts';
import { errorText } from '../../lib/error-text.ts';
import { $locale } from '../../lib/i18n.ts';
import { validationText } from '../../lib/validation-text.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { formatPercent, Money } from '../../ui/money.tsx';
import { $cancellation, cancelReservation, updateCancellation } from './reservation-store.ts';

/** One room to cancel on its own (issue 15): its number, its name and what cancelling it costs now. */
export type RoomToCancel = { number: number; name: string; quote: { fee: number; percentage: number } };

type CancelDialogProps = { hotelCode: string; reservation: Reservation; room?: RoomToCancel | undefined; onClose: () => void };

/** What cancelling costs now (the whole reservation, or one room), said before the guest confirms. */
export function CancellationFee({ reservation, room }: { reservation: Reservation; room?: RoomToCancel | undefined }) {
  const locale = useStore($locale);
  const { fee, percentage } = room?.quote ?? reservation.cancellation;
  const share = formatPercent(percentage, locale);
  if (fee === 0) {
    return (
      <p class="fee fee-free">
        <strong>
          <Trans>Cancellation fee: free of charge</Trans>
        </strong>
      </p>
    );
  }
  return (
    <p class="fee">
      <strong>
        {room ? (
          <Trans>
            Cancellation fee: <Money amount={fee} currency={reservation.currency} /> ({share} of the room's price)
          </Trans>
        ) : (
          <Trans>
            Cancellation fee: <Money amount={fee} currency={reservation.currency} /> ({share} of the total)
          </Trans>
        )}
      </strong>
    </p>
  );
}

/** The cancel confirmation: the fee first, then a reason, then the irreversible button. */
export function CancelDialog({ hotelCode, reservation, room, onClose }: CancelDialogProps) {
  const { t, i18n } = useLingui();
  const state = useStore($cancellation);
  const submitting = state.status === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  // a refused submit takes the guest to the first field that needs them; it reads out its error
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const reasons = [
    { value: '', label: t`Choose a reason` },
    { value: 'change_of_plans', label: t`Change of plans` },
    { value: 'found_another_hotel', label: t`Found another hotel` },
    { value: 'booking_mistake', label: t`Booked by mistake` },
    { value: 'other', label: t`Other` },
  ];
  // a reservation number reads left to right in every language
  const number = <span dir="ltr">{reservation.reservation_number}</span>;
  const roomNumber = room?.number;
  const roomName = room?.name;

  return (
    <Dialog
      title={
        room ? (
          <Trans>
            Cancel room {roomNumber} ({roomName})?
          </Trans>
        ) : (
          <Trans>Cancel reservation {number}?</Trans>
        )
      }
      onClose={() => !submitting && onClose()}
    >
      <CancellationFee reservation={reservation} room={room} />
      <p>
        <Trans>This cannot be undone.</Trans>
      </p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void cancelReservation(hotelCode, room && { number: room.number, fee: room.quote.fee }).then((done) =>
            done ? onClose() : setRefusals((n) => n + 1),
          );
        }}
      >
        <SelectField
          id="cancel-reason"
          label={t`Reason for cancelling`}
          required
          value={state.reason}
          options={reasons}
          onValue={(reason) => updateCancellation({ reason })}
          error={state.errors.reason ? validationText(state.errors.reason, i18n) : null}
        />
        <TextField
          id="cancel-details"
          label={t`Details`}
          multiline
          maxLength={MAX_TEXT_LENGTH}
          value={state.details}
          onValue={(details) => updateCancellation({ details })}
          error={state.errors.details ? validationText(state.errors.details, i18n) : null}
        />
        {state.status === 'error' ? (
          <p class="notice notice-error" role="alert">
            {errorText(state.error, i18n)}
          </p>
        ) : null}
        <div class="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            <Trans>Keep reservation</Trans>
          </Button>
          <Button type="submit" variant="danger" busy={submitting}>
            {room ? <Trans>Cancel this room</Trans> : <Trans>Cancel reservation</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
