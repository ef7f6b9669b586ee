import { lazy } from 'react';
import { ConfirmationPage } from '../features/reservation/confirmation-page.tsx';

// the questions' form loads only when the guest asks to change the answers
const AnswersEditor = lazy(() => import('../features/questions/answers-editor.tsx').then((m) => ({ default: m.AnswersEditor })));

/** /reservation/confirmation/:number, composed with the questions feature's form for answering again after booking. */
export function ReservationPage({ params }: { params: { number: string } }) {
  return <ConfirmationPage params={params} answersEditor={AnswersEditor} />;
}
