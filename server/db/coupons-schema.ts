import type { ColumnType, Generated } from 'kysely';
import type { Names } from './schema.ts';

type Json<T> = ColumnType<T, string | T, string | T>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** A hotel's discount coupon (migration 007). */
export interface CouponsTable {
  id: Generated<string>;
  hotel_id: string;
  code: string;
  names: Json<Names>;
  discount_type: 'percentage' | 'amount';
  value: number;
  max_discounted_nights: number | null;
  valid_from: string | null;
  valid_until: string | null;
  hotel_plan_codes: Generated<string[]>;
  usage_limit: number | null;
  used_count: Generated<number>;
  active: Generated<boolean>;
}

/** Tables of coupons, promo codes and payment promotions, merged into the app's Database type. */
declare module './schema.ts' {
  interface Database {
    coupons: CouponsTable;
    coupon_redemptions: { coupon_id: string; reservation_id: string; redeemed_at: Generated<Date>; released_at: NullableTimestamp };
    reservation_discounts: {
      reservation_id: string;
      kind: 'coupon' | 'payment' | 'all_users' | 'creansmaerd';
      code: string;
      names: Json<Names>;
      room_index: number;
      stay_date: string;
      amount: number;
      tax: number;
    };
    promo_codes: {
      id: Generated<string>;
      hotel_id: string;
      code: string;
      hotel_plan_codes: string[];
      valid_from: string | null;
      valid_until: string | null;
      active: Generated<boolean>;
    };
    payment_promotions: {
      id: Generated<string>;
      hotel_id: string;
      names: Json<Names>;
      discount_percent: number;
      target_mode: 'include' | 'exclude';
      hotel_plan_codes: Generated<string[]>;
      active: Generated<boolean>;
    };
  }
}

/** Rate visibility of a hotel plan (spec 1 §3; column hotel_plans.visibility of migration 007). */
export type PlanVisibility = 'all' | 'member' | 'secret';
