import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import { ChangeForm } from '../../ui/change-form.tsx';
import { $answersAgain, type AnsweredReservation, closeAnswersAgain, openAnswersAgain, saveAnswersAgain } from './answers-again.ts';
import { QuestionsFields } from './questions-form.tsx';
import './questions.css';

/**
 * The hotel's questions answered again after booking (spec 2 §7.4 batch update): the checkout's
 * controls with the answers given, checked as at booking, saved in one call.
 */
export function AnswersEditor({ reservation, onClose }: { reservation: AnsweredReservation; onClose: (saved: boolean) => void }) {
  const state = useStore($answersAgain);
  useEffect(() => {
    void openAnswersAgain(reservation);
    return closeAnswersAgain;
  }, [reservation.number]);
  return (
    <ChangeForm
      state={state}
      formClass="answers-editor"
      loadingLabel={<Trans>Loading the hotel’s questions…</Trans>}
      closedText={(reason) =>
        reason === 'already_cancelled' ? (
          <Trans>This reservation is cancelled, so its answers cannot be changed.</Trans>
        ) : (
          <Trans>The stay has begun: please tell the front desk of any change.</Trans>
        )
      }
      submitLabel={<Trans>Save answers</Trans>}
      onSave={() => saveAnswersAgain(reservation)}
      onClose={onClose}
    >
      <QuestionsFields
        hotelCode={reservation.hotelCode}
        roomGuests={reservation.roomGuests}
        empty={<Trans>The hotel asks no questions for this booking.</Trans>}
      />
    </ChangeForm>
  );
}
