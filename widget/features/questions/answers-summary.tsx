import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $locale } from '../../lib/i18n.ts';
import { AnswerList, type AnswerLine } from '../../ui/answer-list.tsx';
import { formatList } from '../../ui/list.ts';
import { formatNumber } from '../../ui/numbers.ts';
import { $answers, $questionRooms, $questions, answerKey, type AnswerDraft } from './questions-store.ts';

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
    if (draft.codes?.length)
      return formatList(
        draft.codes.map((code) => options.find((o) => o.code === code)?.name ?? code),
        locale,
      );
    if (draft.men || draft.women)
      return formatList([`${t`Men`} ${formatNumber(Number(draft.men || 0), locale)}`, `${t`Women`} ${formatNumber(Number(draft.women || 0), locale)}`], locale);
    const files = (draft.files ?? []).filter((file) => file.status === 'done').map((file) => file.name);
    return files.length ? formatList(files, locale) : '';
  };
  const lines: AnswerLine[] = state.questions.flatMap((question) => {
    const keys = question.per_room ? rooms.map((_, room) => [answerKey(question.id, room), room] as const) : [[answerKey(question.id), null] as const];
    return keys.flatMap(([key, room]) => {
      const answer = words(drafts[key], question.options);
      return answer ? [{ key, question: question.name, roomNumber: rooms.length > 1 && room !== null ? room + 1 : null, answer }] : [];
    });
  });
  return <AnswerList id="confirm-answers" lines={lines} />;
}
