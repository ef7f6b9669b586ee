import type { ColumnType, Generated } from 'kysely';
import type { Names } from './schema.ts';

type Json<T> = ColumnType<T, string | T, string | T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An option of an options question as stored. */
export type StoredQuestionOption = { code: string; names: Names };

/** The tables of migration 008 (additional questions, attachments, answers). */
declare module './schema.ts' {
  interface Database {
    additional_questions: {
      id: Generated<string>;
      scope: 'hotel' | 'brand';
      hotel_id: string | null;
      brand_id: string | null;
      question_type: 'checkin_time' | 'checkout_time' | 'people_per_room' | 'free_text' | 'options' | 'file';
      names: Json<Names>;
      help_texts: Json<Names>;
      required: boolean;
      multiple: boolean;
      options: Json<StoredQuestionOption[]>;
      labels: string[];
      room_plan_codes: string[];
      enabled: boolean;
      sort: number;
    };
    file_attachments: {
      id: Generated<string>;
      hotel_id: string;
      filename: string;
      content_type: string;
      size: number;
      sha256: string;
      storage_key: string;
      reservation_id: string | null;
      created_at: Timestamp;
    };
    reservation_answers: {
      id: Generated<string>;
      reservation_id: string;
      position: number;
      question_id: string;
      question_type: string;
      question_label: string;
      room_index: number | null;
      value: Json<unknown>;
      answer_text: string;
    };
  }
}
