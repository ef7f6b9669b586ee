import { sql } from 'kysely';
import { shiftDate } from '../domain/dates.ts';
import type { Db } from './client.ts';
import { copyRoomPlans } from './seed-plan-copy.ts';
import type { CouponsTable } from './coupons-schema.ts';
import type { Names } from './schema.ts';
import './coupons-schema.ts';

type SeedCoupon = Omit<CouponsTable, 'id' | 'hotel_id' | 'names' | 'hotel_plan_codes' | 'used_count' | 'active'> & {
  names: Names;
  hotel_plan_codes?: string[];
  used_count?: number;
};

const SECRET_PLAN = {
  code: 'secret-saver',
  names: {
    en: 'Secret rate (12% off)',
    ja: 'シークレットプラン（12%割引）',
    ko: '시크릿 요금 (12% 할인)',
    zh_Hans: '秘密优惠价（9.12折）',
    zh_Hant: '秘密優惠價（88折）',
    id: 'Tarif rahasia (diskon 12%)',
    th: 'ราคาลับ (ลด 12%)',
    ar: 'سعر سري (خصم 12%)',
  },
  descriptions: {
    en: 'For guests with our promo code: 12% off the room-only price, free cancellation until 8 days before arrival.',
    ja: 'プロモコードをお持ちの方限定。素泊まり料金から12%割引、ご到着の8日前までキャンセル無料。',
  },
};

/** The demo coupons of each hotel, valid from the day the data is loaded unless said otherwise. */
function demoCoupons(today: string): Record<string, SeedCoupon[]> {
  const year = shiftDate(today, 365);
  return {
    'demo-kyoto': [
      {
        code: 'WINTER10',
        names: { en: 'Winter 10% off (first 2 nights)', ja: '冬の10%割引（最初の2泊）' },
        discount_type: 'percentage',
        value: 10,
        max_discounted_nights: 2,
        valid_from: today,
        valid_until: year,
        usage_limit: null,
      },
      {
        code: 'FAMILY2000',
        names: { en: '¥2,000 off the first night', ja: '1泊目2,000円引き' },
        discount_type: 'amount',
        value: 2000,
        max_discounted_nights: 1,
        valid_from: today,
        valid_until: year,
        usage_limit: 500,
      },
      {
        code: 'BREAKFAST20',
        names: { en: '20% off stays with breakfast', ja: '朝食付きプラン20%割引' },
        discount_type: 'percentage',
        value: 20,
        max_discounted_nights: 3,
        valid_from: today,
        valid_until: year,
        usage_limit: null,
        hotel_plan_codes: ['breakfast'],
      },
      {
        code: 'AUTUMN15',
        names: { en: 'Autumn 15% off', ja: '秋の15%割引' },
        discount_type: 'percentage',
        value: 15,
        max_discounted_nights: null,
        valid_from: shiftDate(today, -90),
        valid_until: shiftDate(today, -1),
        usage_limit: null,
      },
      {
        code: 'OPENING50',
        names: { en: 'Opening 50% off (first 50 bookings)', ja: '開業記念50%割引（先着50名様）' },
        discount_type: 'percentage',
        value: 50,
        max_discounted_nights: 1,
        valid_from: today,
        valid_until: year,
        usage_limit: 50,
        used_count: 50,
      },
    ],
    'demo-seoul': [
      {
        code: 'SEOUL10',
        names: { en: '10% off (first 3 nights)', ko: '10% 할인 (첫 3박)', ja: '10%割引（最初の3泊）' },
        discount_type: 'percentage',
        value: 10,
        max_discounted_nights: 3,
        valid_from: today,
        valid_until: year,
        usage_limit: null,
      },
    ],
    'demo-taipei': [
      {
        code: 'TAIPEI300',
        names: { en: 'NT$300 off the first night', zh_Hant: '首晚折抵新台幣300元', ja: '1泊目300台湾ドル引き' },
        discount_type: 'amount',
        value: 300,
        max_discounted_nights: 1,
        valid_from: today,
        valid_until: year,
        usage_limit: 200,
      },
    ],
  };
}

/**
 * Demo coupons for every demo hotel (coupons switched on), and on demo-kyoto a secret plan
 * priced 12% under room-only, unlocked by promo code SECRET2026, plus a card-payment promotion.
 * Runs inside seedDemo's transaction, after the hotels and their rates exist.
 */
export async function seedCoupons(trx: Db, today: string): Promise<void> {
  const hotels = await trx.selectFrom('hotels').select(['id', 'code']).where('code', 'in', ['demo-kyoto', 'demo-seoul', 'demo-taipei']).execute();
  const hotelId = (code: string) => hotels.find((h) => h.code === code)?.id;
  await sql`UPDATE hotels SET settings = settings || '{"coupon_active": true}'::jsonb WHERE id = ANY(${hotels.map((h) => h.id)}::uuid[])`.execute(trx);

  for (const [code, coupons] of Object.entries(demoCoupons(today))) {
    const id = hotelId(code);
    if (!id) continue;
    await trx
      .insertInto('coupons')
      .values(
        coupons.map((c) => ({
          ...c,
          hotel_id: id,
          names: JSON.stringify(c.names),
          hotel_plan_codes: c.hotel_plan_codes ?? [],
          used_count: c.used_count ?? 0,
        })),
      )
      .execute();
  }

  const kyoto = hotelId('demo-kyoto');
  if (!kyoto) return;
  await seedSecretPlan(trx, kyoto);
  await trx
    .insertInto('promo_codes')
    .values({ hotel_id: kyoto, code: 'SECRET2026', hotel_plan_codes: [SECRET_PLAN.code], valid_from: null, valid_until: shiftDate(today, 365) })
    .execute();
  await trx
    .insertInto('payment_promotions')
    .values({
      hotel_id: kyoto,
      names: JSON.stringify({ en: '5% off when you pay by card', ja: 'カード払いで5%割引' }),
      discount_percent: 5,
      target_mode: 'exclude',
      hotel_plan_codes: ['early-bird'],
    })
    .execute();
}

/** The secret plan on every room type of the hotel, its rates 12% under room-only, rounded to ¥100. */
async function seedSecretPlan(trx: Db, hotelId: string): Promise<void> {
  const roomOnly = await trx
    .selectFrom('hotel_plans')
    .select(['id', 'cancellation_policy_id'])
    .where('hotel_id', '=', hotelId)
    .where('code', '=', 'room-only')
    .executeTakeFirst();
  if (!roomOnly) return;
  const plan = await sql<{ id: string }>`INSERT INTO hotel_plans (hotel_id, code, names, descriptions, meal, cancellation_policy_id, sort, visibility)
    VALUES (${hotelId}::uuid, ${SECRET_PLAN.code}, ${JSON.stringify(SECRET_PLAN.names)}::jsonb, ${JSON.stringify(SECRET_PLAN.descriptions)}::jsonb,
      'none', ${roomOnly.cancellation_policy_id}::uuid, 90, 'secret') RETURNING id`.execute(trx);
  const secretPlanId = plan.rows[0]!.id;
  await copyRoomPlans(trx, hotelId, { hotelPlanId: roomOnly.id }, { hotelPlanId: secretPlanId, code: SECRET_PLAN.code }, { factor: 0.88, rounding: 100 });
}
