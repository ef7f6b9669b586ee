import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdditionalQuestion } from '../../../shared/api/questions.ts';
import { MAX_TEXT_LENGTH } from '../../../shared/constants.ts';
import { errorText } from '../../lib/error-text.ts';
import { $locale } from '../../lib/i18n.ts';
import { validationText } from '../../lib/validation-text.ts';
import { formatList } from '../../ui/list.ts';
import { Loading } from '../../ui/spinner.tsx';
import {
  $answerErrors,
  $answers,
  $fileNotices,
  $questions,
  ACCEPT,
  addFiles,
  answerKey,
  loadQuestions,
  removeFile,
  setQuestionRooms,
  updateAnswer,
} from './questions-store.ts';
import './questions.css';

/** What the guest-detail page tells the form about the booking. */
export type QuestionsFormProps = {
  hotelCode: string;
  /** The plan code of each booked room, in room order. */
  roomPlanCodes: string[];
  /** Guests (adults and children) in each booked room, in room order. */
  roomGuests: number[];
};

const idOf = (key: string) => `question-${key.replace(/[^a-zA-Z0-9-]/g, '-')}`;

function useMessages() {
  const { t, i18n } = useLingui();
  return (code: string, values: { guests?: number } = {}): string => {
    switch (code) {
      case 'answer_required':
        return t`Please answer this question.`;
      case 'text_too_long':
        return t`Please keep this to ${MAX_TEXT_LENGTH} characters or fewer.`;
      case 'text_invalid_characters':
        return validationText(code, i18n);
      case 'people_mismatch':
        return plural(values.guests ?? 0, {
          one: 'Men and women together must make the # guest of this room.',
          other: 'Men and women together must make the # guests of this room.',
        });
      case 'upload_pending':
        return t`Please wait until your files have finished uploading.`;
      case 'upload_failed':
        return t`A file could not be uploaded. Remove it or try again.`;
      case 'file_too_large':
        return t`This file is larger than 80 MB.`;
      case 'file_type':
        return t`Only photos (JPEG, PNG, WebP, HEIC, GIF) or PDF files can be sent.`;
      case 'too_many_files':
        return t`At most 30 files can be sent.`;
      default:
        return t`Please check this answer.`;
    }
  };
}

/** One question: a fieldset with its legend, help text and error tied to its controls. */
function Question({
  question,
  errorKey,
  guests,
  children,
}: {
  question: AdditionalQuestion;
  errorKey: string | null;
  guests?: number;
  children: (describedBy: string) => ReactNode;
}) {
  const message = useMessages();
  const id = idOf(question.id);
  const errors = useStore($answerErrors);
  const error = errorKey ? errors[errorKey] : undefined;
  const describedBy = [question.help_text ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset class={`question${error ? ' question-invalid' : ''}`} id={id} aria-describedby={describedBy || undefined}>
      <legend class="question-legend">
        <bdi>{question.name}</bdi>
        {question.required ? null : (
          <span class="field-optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </legend>
      {question.help_text ? (
        <p id={`${id}-help`} class="field-hint" dir="auto">
          {question.help_text}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {message(error, { guests })}
        </p>
      ) : null}
    </fieldset>
  );
}

function TimeControl({ question }: { question: AdditionalQuestion }) {
  const { t } = useLingui();
  const draft = useStore($answers)[question.id];
  const id = `${idOf(question.id)}-time`;
  return (
    <Question question={question} errorKey={question.id}>
      {(describedBy) => (
        <select
          id={id}
          aria-label={question.name}
          aria-describedby={describedBy || undefined}
          aria-required={question.required || undefined}
          value={draft?.time ?? ''}
          onChange={(e) => updateAnswer(question.id, { time: e.currentTarget.value })}
        >
          <option value="">{t`Choose a time`}</option>
          {question.time_options.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      )}
    </Question>
  );
}

function PeopleControl({ question, roomGuests }: { question: AdditionalQuestion; roomGuests: number[] }) {
  const { t } = useLingui();
  const answers = useStore($answers);
  const errors = useStore($answerErrors);
  const message = useMessages();
  return (
    <Question question={question} errorKey={null}>
      {() =>
        roomGuests.map((guests, room) => {
          const key = answerKey(question.id, room);
          const id = idOf(key);
          const error = errors[key];
          const count = room + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a labelled group inside the question's own fieldset; a nested fieldset would repeat its frame
            <div key={key} class="question-room" role="group" aria-labelledby={`${id}-label`}>
              <p id={`${id}-label`} class="question-room-label">
                {roomGuests.length > 1 ? <strong>{t`Room ${count}`}</strong> : null}
                {roomGuests.length > 1 ? ' · ' : null}
                {plural(guests, { one: '# guest', other: '# guests' })}
              </p>
              {(['men', 'women'] as const).map((side) => (
                <label key={side} class="question-count">
                  <span>{side === 'men' ? t`Men` : t`Women`}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={guests}
                    value={answers[key]?.[side] ?? ''}
                    aria-invalid={error ? 'true' : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onInput={(e) => updateAnswer(key, { [side]: e.currentTarget.value })}
                  />
                </label>
              ))}
              {error ? (
                <p id={`${id}-error`} class="field-error">
                  {message(error, { guests })}
                </p>
              ) : null}
            </div>
          );
        })
      }
    </Question>
  );
}

function TextControl({ question }: { question: AdditionalQuestion }) {
  const text = useStore($answers)[question.id]?.text ?? '';
  const id = idOf(question.id);
  const used = text.length;
  return (
    <Question question={question} errorKey={question.id}>
      {(describedBy) => (
        <>
          <textarea
            id={`${id}-text`}
            rows={3}
            maxLength={MAX_TEXT_LENGTH}
            aria-label={question.name}
            value={text}
            aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(' ')}
            aria-required={question.required || undefined}
            onInput={(e) => updateAnswer(question.id, { text: e.currentTarget.value })}
          />
          <p id={`${id}-count`} class="question-counter">
            <Trans>
              {used} of {MAX_TEXT_LENGTH} characters
            </Trans>
          </p>
        </>
      )}
    </Question>
  );
}

function OptionsControl({ question }: { question: AdditionalQuestion }) {
  const codes = useStore($answers)[question.id]?.codes ?? [];
  const id = idOf(question.id);
  const toggle = (code: string, on: boolean) =>
    updateAnswer(question.id, { codes: question.multiple ? (on ? [...codes, code] : codes.filter((c) => c !== code)) : [code] });
  return (
    <Question question={question} errorKey={question.id}>
      {(describedBy) => (
        <div class="question-options" role={question.multiple ? undefined : 'radiogroup'} aria-describedby={describedBy || undefined}>
          {question.options.map((option) => (
            <label key={option.code} class="question-option">
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={id}
                value={option.code}
                checked={codes.includes(option.code)}
                onChange={(e) => toggle(option.code, e.currentTarget.checked)}
              />
              <bdi>{option.name}</bdi>
            </label>
          ))}
        </div>
      )}
    </Question>
  );
}

function FileControl({ question, hotelCode }: { question: AdditionalQuestion; hotelCode: string }) {
  const { t, i18n } = useLingui();
  const locale = useStore($locale);
  const message = useMessages();
  const files = useStore($answers)[question.id]?.files ?? [];
  const notices = useStore($fileNotices)[question.id] ?? [];
  const id = idOf(question.id);
  return (
    <Question question={question} errorKey={question.id}>
      {(describedBy) => (
        <>
          {/* the browser's own control would say "No file chosen" after each upload (its value is
              cleared so a file can be picked again): the control says the files it holds instead */}
          <div class="file-picker">
            <input
              id={`${id}-file`}
              class="visually-hidden file-picker-input"
              type="file"
              multiple
              accept={ACCEPT}
              aria-label={question.name}
              aria-describedby={[`${id}-file-chosen`, describedBy].filter(Boolean).join(' ')}
              onChange={(e) => {
                const picked = Array.from(e.currentTarget.files ?? []);
                e.currentTarget.value = '';
                void addFiles(hotelCode, question.id, picked);
              }}
            />
            <label for={`${id}-file`} class="button button-secondary file-picker-button">
              {files.length > 0 ? <Trans>Add another file</Trans> : <Trans>Choose a file</Trans>}
            </label>
            <span id={`${id}-file-chosen`} class="file-picker-chosen" dir="auto">
              {files.length > 0 ? (
                formatList(
                  files.map((file) => file.name),
                  locale,
                )
              ) : (
                <Trans>No file chosen</Trans>
              )}
            </span>
          </div>
          <ul class="question-files">
            {files.map((file) => (
              <li key={file.key} class={`question-file question-file-${file.status}`}>
                <span class="question-file-name" dir="auto">
                  {file.name}
                </span>
                {file.status === 'uploading' ? <progress max={1} value={file.progress} aria-label={t`Uploading ${file.name}`} /> : null}
                {file.status === 'error' ? <span class="field-error">{errorText(file.error, i18n)}</span> : null}
                <button type="button" class="button button-link" onClick={() => removeFile(question.id, file.key)}>
                  <Trans>
                    Remove <span class="visually-hidden">{file.name}</span>
                  </Trans>
                </button>
              </li>
            ))}
          </ul>
          <div aria-live="polite" class="question-notices">
            {notices.map((notice) => (
              <p key={notice.name} class="field-error">
                {notice.name}: {message(notice.reason)}
              </p>
            ))}
            {files.filter((f) => f.status === 'done').length > 0 ? (
              <p class="visually-hidden">{plural(files.filter((f) => f.status === 'done').length, { one: '# file uploaded', other: '# files uploaded' })}</p>
            ) : null}
          </div>
        </>
      )}
    </Question>
  );
}

/**
 * The hotel's and brand's additional questions on the guest-detail step (spec 1 §3): a fieldset a
 * question with the control its type needs. The page checks them with validateQuestionAnswers()
 * and sends answersInput() with the reservation.
 */
export function QuestionsForm({ hotelCode, roomPlanCodes, roomGuests }: QuestionsFormProps) {
  const locale = useStore($locale);
  const plans = roomPlanCodes.join(',');
  useEffect(() => {
    void loadQuestions(hotelCode, plans ? plans.split(',') : [], locale);
  }, [hotelCode, plans, locale]);
  return <QuestionsFields hotelCode={hotelCode} roomGuests={roomGuests} />;
}

/**
 * The questions `$questions` holds, each with the control its type needs (the checkout's,
 * loaded by QuestionsForm, or a reservation's, answered again after booking).
 */
export function QuestionsFields({ hotelCode, roomGuests, empty = null }: { hotelCode: string; roomGuests: number[]; empty?: ReactNode }) {
  const { i18n } = useLingui();
  const state = useStore($questions);
  useEffect(() => setQuestionRooms(roomGuests), [roomGuests.join(',')]);

  if (state.status === 'error')
    return (
      <p class="notice notice-error" role="alert">
        {errorText(state.error, i18n)}
      </p>
    );
  if (state.status !== 'done') return <Loading />;
  if (state.questions.length === 0) return empty ? <p>{empty}</p> : null;
  return (
    <section class="questions" aria-labelledby="questions-heading">
      <h2 id="questions-heading" class="questions-heading">
        <Trans>Questions from the hotel</Trans>
      </h2>
      {state.questions.map((question) => {
        switch (question.question_type) {
          case 'checkin_time':
          case 'checkout_time':
            return <TimeControl key={question.id} question={question} />;
          case 'people_per_room':
            return <PeopleControl key={question.id} question={question} roomGuests={roomGuests} />;
          case 'free_text':
            return <TextControl key={question.id} question={question} />;
          case 'options':
            return <OptionsControl key={question.id} question={question} />;
          case 'file':
            return <FileControl key={question.id} question={question} hotelCode={hotelCode} />;
          default:
            return null;
        }
      })}
    </section>
  );
}
