import type { Db } from './client.ts';
import type { Names } from './schema.ts';
import './questions-tables.ts';

type SeedQuestion = {
  question_type: 'checkin_time' | 'checkout_time' | 'people_per_room' | 'free_text' | 'options' | 'file';
  names: Names;
  help_texts?: Names;
  required?: boolean;
  multiple?: boolean;
  options?: Array<{ code: string; names: Names }>;
  labels?: string[];
  /** Asked only for room plans whose code ends with `--{plan}`. */
  plan?: string;
  enabled?: boolean;
};

const KYOTO: SeedQuestion[] = [
  {
    question_type: 'checkin_time',
    names: { en: 'Arrival time', ja: 'チェックイン予定時刻' },
    help_texts: { en: 'Roughly when you will arrive at the hotel.', ja: 'ホテルへの到着予定時刻をお選びください。' },
  },
  {
    question_type: 'people_per_room',
    names: { en: 'Men and women in each room', ja: '各部屋の男女の人数' },
    help_texts: { en: 'We prepare yukata robes in the right sizes.', ja: '浴衣のご用意に使います。' },
  },
  {
    question_type: 'options',
    names: { en: 'Purpose of your stay', ja: 'ご旅行の目的' },
    options: [
      { code: 'leisure', names: { en: 'Leisure', ja: '観光' } },
      { code: 'business', names: { en: 'Business', ja: 'ビジネス' } },
      { code: 'celebration', names: { en: 'A celebration', ja: '記念日・お祝い' } },
      { code: 'other', names: { en: 'Other', ja: 'その他' } },
    ],
  },
  {
    question_type: 'options',
    multiple: true,
    plan: 'breakfast',
    names: { en: 'Breakfast wishes', ja: '朝食のご希望' },
    options: [
      { code: 'japanese', names: { en: 'Japanese breakfast', ja: '和朝食' } },
      { code: 'western', names: { en: 'Western breakfast', ja: '洋朝食' } },
      { code: 'vegetarian', names: { en: 'Vegetarian', ja: 'ベジタリアン' } },
    ],
  },
  {
    question_type: 'free_text',
    names: { en: 'Allergies', ja: 'アレルギー' },
    help_texts: { en: 'Food or other allergies we should know about.', ja: '食物などのアレルギーがあればご記入ください。' },
  },
  {
    question_type: 'file',
    names: { en: 'Passport photo (guests from abroad)', ja: 'パスポートの写真（海外からのお客様）' },
    help_texts: {
      en: 'Japanese law asks hotels to keep a copy of foreign guests’ passports. Photos or PDF, up to 80 MB each.',
      ja: '旅館業法により、海外からのお客様の旅券の写しを保管します。写真またはPDF（1ファイル80MBまで）。',
    },
  },
  {
    question_type: 'options',
    labels: ['membership_rank_all'],
    names: { en: 'Your pillow (members)', ja: 'お好みの枕（会員様）' },
    options: [
      { code: 'soft', names: { en: 'Soft', ja: 'やわらかめ' } },
      { code: 'firm', names: { en: 'Firm', ja: 'かため' } },
    ],
  },
  { question_type: 'free_text', enabled: false, names: { en: 'Newspaper wanted (no longer asked)', ja: '新聞のご希望（終了）' } },
];

const BRAND: SeedQuestion = {
  question_type: 'free_text',
  names: { en: 'How did you hear about Yado?', ja: 'ヤドを何でお知りになりましたか？', ko: '야도를 어떻게 알게 되셨나요?', zh_Hant: '您如何得知 Yado？' },
};
const SEOUL: SeedQuestion = { question_type: 'checkout_time', names: { en: 'Departure time', ja: 'チェックアウト予定時刻', ko: '체크아웃 예정 시간' } };
const TAIPEI: SeedQuestion = {
  question_type: 'free_text',
  names: { en: 'Flight number, if you arrive by air', ja: '飛行機でお越しの場合は便名', zh_Hant: '若搭機抵達，請填寫航班編號' },
};

async function insert(trx: Db, owner: { hotel_id: string } | { brand_id: string }, questions: SeedQuestion[], firstSort: number): Promise<void> {
  for (const [i, q] of questions.entries()) {
    let planCodes: string[] = [];
    if (q.plan && 'hotel_id' in owner) {
      const rows = await trx.selectFrom('room_plans').select('code').where('hotel_id', '=', owner.hotel_id).where('code', 'like', `%--${q.plan}`).execute();
      planCodes = rows.map((row) => row.code);
    }
    await trx
      .insertInto('additional_questions')
      .values({
        scope: 'hotel_id' in owner ? 'hotel' : 'brand',
        hotel_id: 'hotel_id' in owner ? owner.hotel_id : null,
        brand_id: 'brand_id' in owner ? owner.brand_id : null,
        question_type: q.question_type,
        names: JSON.stringify(q.names),
        help_texts: JSON.stringify(q.help_texts ?? {}),
        required: q.required ?? false,
        multiple: q.multiple ?? false,
        options: JSON.stringify(q.options ?? []),
        labels: q.labels ?? ['all_users'],
        room_plan_codes: planCodes,
        enabled: q.enabled ?? true,
        sort: firstSort + i * 10,
      })
      .execute();
  }
}

/**
 * Demo additional questions (spec 1 §3): Kyoto asks the arrival time, men and women
 * per room, the purpose of the stay, breakfast wishes on breakfast plans, allergies, a passport
 * photo, a members-only pillow choice and one disabled question; the brand asks every hotel
 * one question; Seoul and Taipei one each.
 */
export async function seedQuestions(trx: Db, _today: string): Promise<void> {
  const brand = await trx.selectFrom('hotel_brands').select('id').where('code', '=', 'yado-demo').executeTakeFirstOrThrow();
  const hotels = await trx.selectFrom('hotels').select(['id', 'code']).where('code', 'in', ['demo-kyoto', 'demo-seoul', 'demo-taipei']).execute();
  const hotelId = (code: string) => hotels.find((h) => h.code === code)!.id;
  await insert(trx, { hotel_id: hotelId('demo-kyoto') }, KYOTO, 10);
  await insert(trx, { hotel_id: hotelId('demo-seoul') }, [SEOUL], 10);
  await insert(trx, { hotel_id: hotelId('demo-taipei') }, [TAIPEI], 10);
  await insert(trx, { brand_id: brand.id }, [BRAND], 100);
}
