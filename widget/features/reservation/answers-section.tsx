import { type ComponentType, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { Button } from '../../ui/button.tsx';
import { useChangeSection } from '../../ui/change-section.ts';
import { Loading } from '../../ui/spinner.tsx';
import { $askedQuestions, askedKey, checkAskedQuestions } from './asked-questions.ts';
import { loadReservation, type ReservationAccess } from './reservation-store.ts';
import { ReservationAnswers } from './reservation-lines.tsx';

/** What the answers form needs of the reservation. */
export type AnsweredReservation = { hotelCode: string; number: string; access: ReservationAccess; roomGuests: number[] };
/** The form that answers the hotel's questions again (the questions feature's), given by the app. */
export type AnswersEditorSlot = ComponentType<{ reservation: AnsweredReservation; onClose: (saved: boolean) => void }>;

/** Guests in each room as the per-room questions count them (adults, children and companions). */
function roomGuests(reservation: Reservation): number[] {
  return reservation.rooms.map(
    (room) =>
      room.adults +
      room.adult_companion +
      room.kid_tier_A_companion +
      Math.max(
        room.kids_tiers.reduce((sum, tier) => sum + tier.count, 0),
        room.children_ages.length,
      ),
  );
}

/**
 * The guest's answers to the hotel's questions with the reservation, and the way to change them
 * (spec 2 §7.4 batch update) while the stay has not begun: the form loads when asked for. With no
 * answer given, the way is offered only once the server says the hotel asks something.
 */
export function AnswersSection(props: { reservation: Reservation; hotelCode: string; access: ReservationAccess; editor: AnswersEditorSlot; open: boolean }) {
  const { reservation, editor: Editor } = props;
  const { editing, saved, heading, open, close } = useChangeSection();
  const answered = reservation.answers.length > 0;
  const asked = useStore($askedQuestions)[askedKey(props.hotelCode, reservation.reservation_number)];
  useEffect(() => {
    if (props.open && !answered) void checkAskedQuestions(props.hotelCode, reservation.reservation_number, props.access);
  }, [props.open, answered, props.hotelCode, reservation.reservation_number]);
  if (!props.open || (!answered && asked !== true && !saved)) return <ReservationAnswers reservation={reservation} />;
  if (editing) {
    return (
      <section class="card" aria-labelledby="questions-heading">
        <Suspense fallback={<Loading />}>
          <Editor
            reservation={{ hotelCode: props.hotelCode, number: reservation.reservation_number, access: props.access, roomGuests: roomGuests(reservation) }}
            onClose={(done) => {
              close(done);
              // the answers shown are the ones stored now
              if (done) void loadReservation(props.hotelCode, reservation.reservation_number, props.access, { force: true });
            }}
          />
        </Suspense>
      </section>
    );
  }
  return (
    <>
      <ReservationAnswers reservation={reservation} />
      <section class="card" aria-labelledby="answers-change">
        <h2 id="answers-change" ref={heading} tabIndex={-1}>
          <Trans>Questions from the hotel</Trans>
        </h2>
        {saved ? (
          <p class="notice notice-success" role="status">
            <Trans>Your answers are saved.</Trans>
          </p>
        ) : (
          <p>
            <Trans>You can answer the hotel’s questions or change your answers until the check-in day.</Trans>
          </p>
        )}
        <Button variant="secondary" onClick={open}>
          <Trans>Change your answers</Trans>
        </Button>
      </section>
    </>
  );
}
