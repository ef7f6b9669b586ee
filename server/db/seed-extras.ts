import { sql } from 'kysely';
import type { ExtraType, ExtraUnit } from '../../shared/api/extras.ts';
import type { Db } from './client.ts';
import type { Names } from './schema.ts';
import { DEMO_DAYS } from './seed.ts';
import './repositories/extras-tables.ts';

/** A demo extra. Dated extras get a row a night for the demo period, dearer on Friday and Saturday. */
type SeedExtra = {
  code: string;
  names: Names;
  descriptions: Names;
  type: ExtraType;
  unit: ExtraUnit;
  min?: number;
  max: number;
  /** Generic: the price; dated: the weekday price. Tax included, minor units. */
  price: number;
  weekendPrice?: number;
  deadline?: { daysBefore: number; hour: number };
  /** Generic: over all stays; dated: per night. Absent: no limit. */
  stock?: number;
  active?: boolean;
  /** Hotel plan codes that include it at no charge. */
  includedIn?: string[];
};

const EXTRAS: Record<string, SeedExtra[]> = {
  'demo-kyoto': [
    {
      code: 'late-checkout',
      type: 'generic',
      unit: 'per_room',
      max: 1,
      price: 3000,
      names: { en: 'Late check-out until 13:00', ja: 'レイトチェックアウト（13時まで）' },
      descriptions: { en: 'Keep your room two more hours on the day you leave.', ja: 'ご出発日にお部屋を2時間長くお使いいただけます。' },
    },
    {
      code: 'kaiseki-dinner',
      type: 'dated',
      unit: 'per_person',
      min: 1,
      max: 6,
      price: 12000,
      weekendPrice: 15000,
      stock: 10,
      deadline: { daysBefore: 1, hour: 15 },
      names: { en: 'Kaiseki dinner', ja: '京懐石の夕食' },
      descriptions: {
        en: 'Seasonal Kyoto kaiseki in our dining room at 18:30. Book by 15:00 the day before.',
        ja: '季節の京懐石を18:30よりお食事処にて。前日15時までにご予約ください。',
      },
    },
    {
      code: 'anniversary-cake',
      type: 'generic',
      unit: 'per_item',
      max: 2,
      price: 4500,
      stock: 20,
      deadline: { daysBefore: 3, hour: 12 },
      names: { en: 'Anniversary cake', ja: '記念日ケーキ' },
      descriptions: {
        en: 'A 12 cm cake with a message plate, in your room on arrival. Book 3 days ahead by noon.',
        ja: 'メッセージプレート付き12cmケーキをお部屋にご用意します。3日前の正午までにご予約ください。',
      },
    },
    {
      code: 'welcome-drink',
      type: 'generic',
      unit: 'per_room',
      max: 1,
      price: 1500,
      includedIn: ['breakfast'],
      names: { en: 'Welcome drinks', ja: 'ウェルカムドリンク' },
      descriptions: {
        en: 'Local sake or matcha for your room on arrival. Included with breakfast plans.',
        ja: 'ご到着時に地酒または抹茶をお部屋へ。朝食付きプランに含まれます。',
      },
    },
    {
      code: 'tea-ceremony',
      type: 'generic',
      unit: 'per_person',
      max: 4,
      price: 5000,
      active: false,
      names: { en: 'Tea ceremony experience', ja: '茶道体験' },
      descriptions: { en: 'No longer offered.', ja: '現在は承っておりません。' },
    },
  ],
  'demo-seoul': [
    {
      code: 'breakfast-buffet',
      type: 'dated',
      unit: 'per_person',
      max: 4,
      price: 25000,
      weekendPrice: 30000,
      names: { en: 'Breakfast buffet', ja: '朝食ビュッフェ', ko: '조식 뷔페' },
      descriptions: {
        en: 'The next morning, 7:00–10:00, for room-only stays.',
        ja: '翌朝7:00〜10:00。素泊まりの方向け。',
        ko: '다음 날 아침 7:00~10:00, 객실만 예약하신 분께.',
      },
    },
    {
      code: 'late-checkout',
      type: 'generic',
      unit: 'per_room',
      max: 1,
      price: 30000,
      deadline: { daysBefore: 1, hour: 20 },
      names: { en: 'Late check-out until 14:00', ja: 'レイトチェックアウト（14時まで）', ko: '레이트 체크아웃 (14시까지)' },
      descriptions: { en: 'Book by 20:00 the day before arrival.', ja: 'ご到着前日20時までにご予約ください。', ko: '도착 전날 20시까지 예약해 주세요.' },
    },
  ],
  'demo-taipei': [
    {
      code: 'airport-transfer',
      type: 'generic',
      unit: 'per_item',
      max: 3,
      price: 1200,
      deadline: { daysBefore: 2, hour: 18 },
      names: { en: 'Airport pick-up (Taoyuan)', ja: '空港送迎（桃園）', zh_Hant: '機場接送（桃園）' },
      descriptions: {
        en: 'One car for up to 4 guests. Book 2 days ahead by 18:00.',
        ja: '1台4名様まで。2日前の18時までにご予約ください。',
        zh_Hant: '每車最多4位。請於2天前18:00前預訂。',
      },
    },
    {
      code: 'afternoon-tea',
      type: 'dated',
      unit: 'per_person',
      max: 4,
      price: 680,
      stock: 8,
      includedIn: ['breakfast'],
      names: { en: 'Afternoon tea', ja: 'アフタヌーンティー', zh_Hant: '下午茶' },
      descriptions: {
        en: 'In the lounge, 14:00–17:00. Included with breakfast plans.',
        ja: 'ラウンジにて14:00〜17:00。朝食付きプランに含まれます。',
        zh_Hant: '於交誼廳14:00–17:00。早餐方案已含。',
      },
    },
  ],
};

/** Loads the demo hotels' extras (spec 1 §3), inside seedDemo's transaction once the hotels exist. */
export async function seedExtras(trx: Db, today: string): Promise<void> {
  for (const [hotelCode, extras] of Object.entries(EXTRAS)) {
    const hotel = await trx.selectFrom('hotels').select(['id', 'tax_rate_bp']).where('code', '=', hotelCode).executeTakeFirst();
    if (!hotel) continue;
    for (const [sort, e] of extras.entries()) {
      const { id } = await trx
        .insertInto('extras')
        .values({
          hotel_id: hotel.id,
          code: e.code,
          names: JSON.stringify(e.names),
          descriptions: JSON.stringify(e.descriptions),
          extra_type: e.type,
          unit: e.unit,
          min_quantity: e.min ?? 1,
          max_quantity: e.max,
          price: e.type === 'generic' ? e.price : null,
          tax_rate_bp: hotel.tax_rate_bp,
          deadline_days_before: e.deadline?.daysBefore ?? null,
          deadline_hour: e.deadline?.hour ?? null,
          active: e.active ?? true,
          sale_starts_on: null,
          sale_ends_on: null,
          stock_total: e.type === 'generic' ? (e.stock ?? null) : null,
          sort,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (e.type === 'dated') {
        await sql`INSERT INTO extra_dates (extra_id, service_date, price, stock_total)
          SELECT ${id}::uuid, d::date,
            CASE WHEN extract(isodow FROM d) IN (5, 6) THEN ${e.weekendPrice ?? e.price}::bigint ELSE ${e.price}::bigint END,
            ${e.stock ?? null}::int
          FROM generate_series(${today}::date, ${today}::date + ${DEMO_DAYS}::int, interval '1 day') d`.execute(trx);
      }
      for (const planCode of e.includedIn ?? []) {
        await sql`INSERT INTO hotel_plan_inclusive_extras (hotel_plan_id, extra_id)
          SELECT id, ${id}::uuid FROM hotel_plans WHERE hotel_id = ${hotel.id}::uuid AND code = ${planCode}`.execute(trx);
      }
    }
  }
}
