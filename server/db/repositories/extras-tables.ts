import type { ColumnType, Generated } from 'kysely';
import type { ExtraType, ExtraUnit } from '../../../shared/api/extras.ts';
import type { Names } from '../schema.ts';

type Json<T> = ColumnType<T, string | T, string | T>;

/** Tables of migration 006-extras.sql, merged into the Database the repositories see. */
declare module '../schema.ts' {
  interface Database {
    extras: {
      id: Generated<string>;
      hotel_id: string;
      code: string;
      names: Json<Names>;
      descriptions: Json<Names>;
      extra_type: ExtraType;
      unit: ExtraUnit;
      min_quantity: Generated<number>;
      max_quantity: number;
      price: number | null;
      tax_rate_bp: number;
      deadline_days_before: number | null;
      deadline_hour: number | null;
      active: Generated<boolean>;
      sale_starts_on: string | null;
      sale_ends_on: string | null;
      stock_total: number | null;
      stock_sold: Generated<number>;
      sort: Generated<number>;
    };
    extra_dates: { extra_id: string; service_date: string; price: number; stock_total: number | null; stock_sold: Generated<number> };
    hotel_plan_inclusive_extras: { hotel_plan_id: string; extra_id: string };
    reservation_extras: {
      id: Generated<string>;
      reservation_id: string;
      position: number;
      extra_id: string;
      names: Json<Names>;
      extra_type: ExtraType;
      unit: ExtraUnit;
      service_date: string | null;
      quantity: number;
      unit_price: number;
      price: number;
      price_without_tax: number;
      tax: number;
      inclusive: boolean;
      stock_released: Generated<boolean>;
    };
  }
}
