import { Fragment } from 'react';
import { Trans } from '@lingui/react/macro';

/** One answer to a hotel's question: the question, the room it is for (when several), the answer in words. */
export type AnswerLine = { key: string; question: string; roomNumber: number | null; answer: string };

/**
 * The guest's answers to the hotel's questions as a card: checked on the confirm step, and
 * shown with the reservation as stored. Nothing when there are none.
 */
export function AnswerList({ id, lines }: { id: string; lines: readonly AnswerLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section class="card" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Your answers to the hotel</Trans>
      </h2>
      <dl class="facts answer-list">
        {lines.map((line) => {
          const number = line.roomNumber;
          return (
            <Fragment key={line.key}>
              <dt>
                <bdi>{line.question}</bdi>
                {number !== null ? (
                  <>
                    {' '}
                    (<Trans>Room {number}</Trans>)
                  </>
                ) : null}
              </dt>
              <dd class="pre-line">
                <bdi>{line.answer}</bdi>
              </dd>
            </Fragment>
          );
        })}
      </dl>
    </section>
  );
}
