import type { ColumnType, Generated } from 'kysely';
import type { Names } from './schema.ts';

type Json<T> = ColumnType<T, string | T, string | T>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/** A notice of a hotel or of a brand (migrations/009-notifications-facilities.sql). */
export type NotificationsTable = {
  id: Generated<string>;
  hotel_id: string | null;
  brand_id: string | null;
  titles: Json<Names>;
  /** Hotel-written HTML by locale; sanitized before it is answered. */
  bodies: Json<Names>;
  display_start_date: string;
  display_end_date: string;
  hotel_plan_codes: TextArray;
  labels: TextArray;
  severity: ColumnType<'info' | 'warning', 'info' | 'warning' | undefined, 'info' | 'warning'>;
  sort: Generated<number>;
};

declare module './schema.ts' {
  interface Database {
    notifications: NotificationsTable;
  }
}
