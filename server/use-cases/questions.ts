import { QUESTION_FIELD_KEYS, type AdditionalQuestion } from '../../shared/api/questions.ts';
import type { Locale } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { listQuestionRows, type QuestionRow } from '../db/repositories/questions-repository.ts';
import { matchesLabels, matchesPlans, timeOptions } from '../domain/questions.ts';
import { localizedText, type HotelLocale } from '../domain/localized-text.ts';

/** Which questions to keep: the guest's labels, the booked plans, enabled or disabled ones. */
export type QuestionFilter = { labels: readonly string[]; planCodes?: readonly string[] | undefined; enabled?: boolean };

/** The hotel's times, for check-in and check-out questions (none when listing a brand alone). */
type HotelTimes = { checkin_time: string; checkout_time: string; locale: HotelLocale } | null;

/** Questions of a hotel and its brand (or of a brand alone) that the filter keeps, in display order. */
export async function askedQuestions(db: Db, scope: { hotelId?: string; brandId: string }, filter: QuestionFilter): Promise<QuestionRow[]> {
  const rows = await listQuestionRows(db, scope);
  return rows.filter(
    (q) => q.enabled === (filter.enabled ?? true) && matchesLabels(q.labels, filter.labels) && matchesPlans(q.room_plan_codes, filter.planCodes),
  );
}

/** The times a question offers, for check-in and check-out questions. */
export function questionTimes(row: QuestionRow, hotel: HotelTimes): string[] {
  return hotel && (row.question_type === 'checkin_time' || row.question_type === 'checkout_time') ? timeOptions(row.question_type, hotel) : [];
}

/** A stored question as the API shows it, in the request's language (else the hotel's; a brand's list has no hotel). */
export function questionView(row: QuestionRow, hotel: HotelTimes, locale: Locale): AdditionalQuestion {
  return {
    id: row.id,
    scope: row.scope,
    question_type: row.question_type,
    field_key: QUESTION_FIELD_KEYS[row.question_type],
    name: localizedText(row.names, locale, hotel?.locale ?? null),
    help_text: localizedText(row.help_texts, locale, hotel?.locale ?? null),
    required: row.required,
    per_room: row.question_type === 'people_per_room',
    multiple: row.question_type === 'options' && row.multiple,
    options: row.question_type === 'options' ? row.options.map((o) => ({ code: o.code, name: localizedText(o.names, locale, hotel?.locale ?? null) })) : [],
    time_options: questionTimes(row, hotel),
    labels: row.labels,
    room_plan_codes: row.room_plan_codes,
    enabled: row.enabled,
  };
}
