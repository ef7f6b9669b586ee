import { Fragment } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { $locale } from '../../lib/i18n.ts';
import { formatList } from '../../ui/list.ts';
import { formatNumber } from '../../ui/numbers.ts';
import { $answers, $questionRooms, $questions, answerKey, type AnswerDraft } from './questions-store.ts';

/** One answered question (and room) in words, as the guest gave it. */
type Line = { key: string; question: string; room: number | null; answer: string };

/**
 * The guest's answers to the hotel's questions on the confirm step, to check before booking
 * (the reservation then shows them as stored). Unanswered optional questions are left out.
 */
export function AnswersSummary() {
  const { t } = useLingui();
  const locale = useStore($locale);
  const state = useStore($questions);
  const drafts = useStore($answers);
  const rooms = useStore($questionRooms);
  if (state.status !== 'done') return null;

  const words = (draft: AnswerDraft | undefined, options: ReadonlyArray<{ code: string; name: string }>): string => {
    if (!draft) return '';
    if (draft.text?.trim()) return draft.text.trim();
    if (draft.time) return draft.time;
    if (draft.codes?.length) return formatList(draft.codes.map((code) => options.find((o) => o.code === code)?.name ?? code), locale);
    if (draft.men || draft.women) return formatList([`${t`Men`} ${formatNumber(Number(draft.men || 0), locale)}`, `${t`Women`} ${formatNumber(Number(draft.women || 0), locale)}`], locale);
    const files = (draft.files ?? []).filter((file) => file.status === 'done').map((file) => file.name);
    return files.length ? formatList(files, locale) : '';
  };
  const lines: Line[] = state.questions.flatMap((question) => {
    const keys = question.per_room ? rooms.map((_, room) => [answerKey(question.id, room), room] as const) : [[answerKey(question.id), null] as const];
    return keys.flatMap(([key, room]) => {
      const answer = words(drafts[key], question.options);
      return answer ? [{ key, question: question.name, room: rooms.length > 1 ? room : null, answer }] : [];
    });
  });
  if (lines.length === 0) return null;

  return (
    <section class="card" aria-labelledby="confirm-answers">
      <h2 id="confirm-answers"><Trans>Your answers to the hotel</Trans></h2>
      <dl class="facts">
        {lines.map((line) => {
          const number = (line.room ?? 0) + 1;
          return (
            <Fragment key={line.key}>
              <dt><bdi>{line.question}</bdi>{line.room !== null ? <> (<Trans>Room {number}</Trans>)</> : null}</dt>
              <dd class="pre-line"><bdi>{line.answer}</bdi></dd>
            </Fragment>
          );
        })}
      </dl>
    </section>
  );
}
