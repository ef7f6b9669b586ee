import { Trans } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { AnswerList } from '../../ui/answer-list.tsx';
import type { PriceLine } from '../../ui/price-breakdown.tsx';
import { FormattedDate } from '../../ui/formatted-date.tsx';

/** The extras paid for, as the price breakdown lists them (the same lines checkout showed). */
export function paidExtras(reservation: Reservation): PriceLine[] {
  return reservation.extras
    .filter((line) => !line.inclusive)
    .map((line) => ({ key: `${line.extra_id}|${line.date ?? ''}`, label: line.name, date: line.date, quantity: line.quantity, amount: line.price }));
}

/** The discount lines, one per room and night, as the price breakdown lists them. */
export function discountLines(reservation: Reservation): PriceLine[] {
  const several = reservation.rooms.length > 1;
  return reservation.discounts.map((line) => ({
    key: `${line.kind}|${line.code}|${line.room_index}|${line.date}`,
    label: line.name,
    date: line.date,
    roomNumber: several ? line.room_index + 1 : null,
    amount: line.amount,
  }));
}

/** Extras that come with a booked plan at no charge. */
export function IncludedExtras({ reservation }: { reservation: Reservation }) {
  const included = reservation.extras.filter((line) => line.inclusive);
  if (included.length === 0) return null;
  return (
    <div class="included-extras">
      <h3>
        <Trans>Included with your plan</Trans>
      </h3>
      <ul>
        {included.map((line) => (
          <li key={`${line.extra_id}|${line.date ?? ''}`}>
            <bdi>{line.name}</bdi>
            {line.date ? (
              <>
                , <FormattedDate iso={line.date} style="short" />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The guest's answers to the hotel's questions, as stored with the reservation. */
export function ReservationAnswers({ reservation }: { reservation: Reservation }) {
  const several = reservation.rooms.length > 1;
  return (
    <AnswerList
      id="reservation-answers"
      lines={reservation.answers.map((answer) => ({
        key: `${answer.question_id}|${answer.room_index ?? ''}`,
        question: answer.question,
        roomNumber: several && answer.room_index !== null ? answer.room_index + 1 : null,
        answer: answer.answer,
      }))}
    />
  );
}
