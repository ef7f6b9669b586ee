import { sql } from 'kysely';
import type { PaymentPromotionInfo } from '../../../shared/api/rooms.ts';
import type { Locale } from '../../../shared/constants.ts';
import { localizedText, type HotelLocale } from '../../domain/localized-text.ts';
import type { Db } from '../client.ts';
import type { PlanVisibility } from '../coupons-schema.ts';
import '../coupons-schema.ts';

/** The active promo code of a hotel with this code (any case) that is valid on `today`, hotel time. */
export function findValidPromoCode(db: Db, hotelId: string, code: string, today: string) {
  return db
    .selectFrom('promo_codes')
    .select(['code', 'hotel_plan_codes', 'valid_until'])
    .where('hotel_id', '=', hotelId)
    .where(sql<boolean>`lower(code) = lower(${code})`)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', today)]))
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', today)]))
    .executeTakeFirst();
}

/**
 * The hotel plan codes a promo code unlocks (its secret plans), or null when the code is not a
 * valid promo code of the hotel on `today` (YYYY-MM-DD, hotel time).
 */
export async function findPromoUnlocks(db: Db, hotelId: string, promoCode: string, today: string): Promise<string[] | null> {
  const promo = await findValidPromoCode(db, hotelId, promoCode, today);
  return promo ? promo.hotel_plan_codes : null;
}

/** The hotel's active payment promotion row (the largest, when there are several), or undefined. */
export function findPaymentPromotion(db: Db, hotelId: string) {
  return db
    .selectFrom('payment_promotions')
    .select(['names', 'discount_percent', 'target_mode', 'hotel_plan_codes'])
    .where('hotel_id', '=', hotelId)
    .where('active', '=', true)
    .orderBy('discount_percent', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** A payment promotion row. */
export type PaymentPromotionRow = NonNullable<Awaited<ReturnType<typeof findPaymentPromotion>>>;

/**
 * Spec 2 §7.3 payment_promotion_info of a promotion row in a locale (else the hotel's language), or null without one.
 * Spec 1 §5: shown only on credit-card plans matching its target.
 */
export function paymentPromotionView(row: PaymentPromotionRow | undefined, locale: Locale, hotelLocale: HotelLocale): PaymentPromotionInfo | null {
  if (!row) return null;
  return {
    target_mode: row.target_mode,
    hotel_plan_codes: row.hotel_plan_codes,
    name: localizedText(row.names, locale, hotelLocale),
    discount_percent: row.discount_percent,
  };
}

/** Spec 2 §7.3 payment_promotion_info: the hotel's active payment promotion (the largest, when there are several), or null. */
export async function paymentPromotionInfo(db: Db, hotel: { id: string; locale: HotelLocale }, locale: Locale): Promise<PaymentPromotionInfo | null> {
  return paymentPromotionView(await findPaymentPromotion(db, hotel.id), locale, hotel.locale);
}

/** The rate visibility of each hotel plan of a hotel, by hotel plan code (migration 007). */
export async function listPlanVisibilities(db: Db, hotelId: string): Promise<Record<string, PlanVisibility>> {
  const rows = await db
    .selectFrom('hotel_plans')
    .select(['code', sql<PlanVisibility>`visibility`.as('visibility')])
    .where('hotel_id', '=', hotelId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, row.visibility]));
}
