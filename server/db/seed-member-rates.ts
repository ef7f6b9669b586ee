import type { Db } from './client.ts';
import { DEMO_HOTELS } from './seed-data.ts';
import { copyRoomPlans } from './seed-plan-copy.ts';
import './programs-schema.ts';

const YADO_CLUB = {
  en: 'Yado Club',
  ja: '宿クラブ',
  ko: '야도 클럽',
  zh_Hans: '宿俱乐部',
  zh_Hant: '宿俱樂部',
  id: 'Yado Club',
  th: 'ยาโดะ คลับ',
  ar: 'نادي يادو',
};
const YADO_BUSINESS = {
  en: 'Yado Business',
  ja: '宿ビジネス',
  ko: '야도 비즈니스',
  zh_Hans: '宿商务',
  zh_Hant: '宿商務',
  id: 'Yado Bisnis',
  th: 'ยาโดะ บิสิเนส',
  ar: 'يادو للأعمال',
};
const RANKS = {
  regular: { en: 'Regular', ja: 'レギュラー', ko: '레귤러', zh_Hans: '普通', zh_Hant: '普通', id: 'Reguler', th: 'เรกูลาร์', ar: 'عادي' },
  silver: { en: 'Silver', ja: 'シルバー', ko: '실버', zh_Hans: '银卡', zh_Hant: '銀卡', id: 'Perak', th: 'ซิลเวอร์', ar: 'فضي' },
  gold: { en: 'Gold', ja: 'ゴールド', ko: '골드', zh_Hans: '金卡', zh_Hant: '金卡', id: 'Emas', th: 'โกลด์', ar: 'ذهبي' },
  member: { en: 'Member', ja: 'メンバー', ko: '멤버', zh_Hans: '会员', zh_Hant: '會員', id: 'Anggota', th: 'สมาชิก', ar: 'عضو' },
  executive: { en: 'Executive', ja: 'エグゼクティブ', ko: '이그제큐티브', zh_Hans: '行政', zh_Hant: '行政', id: 'Eksekutif', th: 'เอ็กเซกคิวทีฟ', ar: 'تنفيذي' },
};
const CLUB_CHILD_COMPANIONS = {
  en: 'Child companions, 6–12 (a quarter of the child price, Yado Club)',
  ja: '同伴のお子さま 6〜12歳（子ども料金の4分の1、宿クラブ）',
  ko: '동반 어린이 6~12세 (어린이 요금의 4분의 1, 야도 클럽)',
  zh_Hans: '随行儿童 6–12 岁（儿童价的四分之一，宿俱乐部）',
  zh_Hant: '隨行兒童 6–12 歲（兒童價的四分之一，宿俱樂部）',
  id: 'Anak pendamping, 6–12 (seperempat harga anak, Yado Club)',
  th: 'เด็กผู้ติดตาม 6–12 ปี (หนึ่งในสี่ของราคาเด็ก ยาโดะ คลับ)',
  ar: 'أطفال مرافقون، 6–12 (ربع سعر الطفل، نادي يادو)',
};

/** The demo's member plans: copies of a plan on every room type, their rates a share of its rates. */
const MEMBER_PLANS = [
  {
    code: 'members',
    from: 'room-only',
    factor: 0.9,
    meal: 'none',
    sort: 50,
    paymentTypes: ['credit_card', 'on_site'],
    audience: null,
    names: {
      en: 'Member rate (10% off)',
      ja: '会員料金（10%割引）',
      ko: '회원 요금 (10% 할인)',
      zh_Hans: '会员价（9折）',
      zh_Hant: '會員價（9折）',
      id: 'Tarif anggota (diskon 10%)',
      th: 'ราคาสมาชิก (ลด 10%)',
      ar: 'سعر الأعضاء (خصم 10%)',
    },
    descriptions: {
      en: 'For members signed in: 10% off the room-only price.',
      ja: 'ログインした会員さま限定：素泊まり料金から10%割引。',
      ko: '로그인한 회원 전용: 객실만 요금에서 10% 할인.',
      zh_Hans: '登录会员专享：纯住宿价格优惠10%。',
      zh_Hant: '登入會員專享：純住宿價格優惠10%。',
      id: 'Untuk anggota yang masuk: diskon 10% dari harga Hanya Kamar.',
      th: 'สำหรับสมาชิกที่เข้าสู่ระบบ: ลด 10% จากราคาเฉพาะห้องพัก',
      ar: 'للأعضاء المسجلين دخولهم: خصم 10% على سعر الغرفة فقط.',
    },
  },
  {
    code: 'club-gold',
    from: 'breakfast',
    factor: 0.8,
    meal: 'breakfast',
    sort: 51,
    paymentTypes: ['on_site'],
    audience: { program: 'yado-club', minRank: 'gold' },
    names: {
      en: 'Yado Club Gold: breakfast stay (20% off)',
      ja: '宿クラブ ゴールド：朝食付き（20%割引）',
      ko: '야도 클럽 골드: 조식 포함 (20% 할인)',
      zh_Hans: '宿俱乐部金卡：含早餐（8折）',
      zh_Hant: '宿俱樂部金卡：含早餐（8折）',
      id: 'Yado Club Emas: menginap dengan sarapan (diskon 20%)',
      th: 'ยาโดะ คลับ โกลด์: รวมอาหารเช้า (ลด 20%)',
      ar: 'نادي يادو الذهبي: إقامة مع الإفطار (خصم 20%)',
    },
    descriptions: {
      en: 'For Yado Club members of Gold rank: the breakfast stay at 20% off.',
      ja: '宿クラブのゴールド会員さま限定：朝食付きプランを20%割引で。',
      ko: '야도 클럽 골드 등급 회원 전용: 조식 포함 플랜 20% 할인.',
      zh_Hans: '宿俱乐部金卡会员专享：含早餐方案优惠20%。',
      zh_Hant: '宿俱樂部金卡會員專享：含早餐方案優惠20%。',
      id: 'Untuk anggota Yado Club tingkat Emas: paket dengan sarapan, diskon 20%.',
      th: 'สำหรับสมาชิกยาโดะ คลับ ระดับโกลด์: แพ็กเกจรวมอาหารเช้า ลด 20%',
      ar: 'لأعضاء نادي يادو من الفئة الذهبية: الإقامة مع الإفطار بخصم 20%.',
    },
  },
] as const;

/**
 * The demo brand's member programmes (migration 032): Yado Club, the one a member is in until they
 * switch (Regular, Silver, Gold; its child companions pay a quarter of a child's price), and Yado
 * Business (Member, Executive). Answers the ids of programmes and ranks by code.
 */
async function seedMemberProgrammes(trx: Db, brandId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const programmes = [
    { code: 'yado-club', names: YADO_CLUB, isDefault: true, ranks: ['regular', 'silver', 'gold'] as const },
    { code: 'yado-business', names: YADO_BUSINESS, isDefault: false, ranks: ['member', 'executive'] as const },
  ];
  for (const p of programmes) {
    const { id } = await trx
      .insertInto('programs')
      .values({ brand_id: brandId, code: p.code, names: JSON.stringify(p.names), non_signed_in: false, members_open: true, member_default: p.isDefault })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(p.code, id);
    for (const [level, rank] of p.ranks.entries()) {
      const row = await trx
        .insertInto('program_ranks')
        .values({ program_id: id, code: rank, names: JSON.stringify(RANKS[rank]), level })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(`${p.code}/${rank}`, row.id);
    }
  }
  await trx
    .insertInto('program_additional_tiers')
    .values({
      program_id: ids.get('yado-club')!,
      code: 'kid_tier_A_companion',
      is_active: true,
      names: JSON.stringify(CLUB_CHILD_COMPANIONS),
      rate_percent: 25,
    })
    .execute();
  return ids;
}

/** One member plan at a hotel: the plan, its audience, and its room plans with rates from its source plan's. */
async function seedMemberPlan(trx: Db, hotelId: string, rounding: number, plan: (typeof MEMBER_PLANS)[number], ids: Map<string, string>): Promise<void> {
  const source = await trx
    .selectFrom('hotel_plans')
    .select(['id', 'cancellation_policy_id'])
    .where('hotel_id', '=', hotelId)
    .where('code', '=', plan.from)
    .executeTakeFirstOrThrow();
  const { id: planId } = await trx
    .insertInto('hotel_plans')
    .values({
      hotel_id: hotelId,
      code: plan.code,
      names: JSON.stringify(plan.names),
      descriptions: JSON.stringify(plan.descriptions),
      meal: plan.meal,
      cancellation_policy_id: source.cancellation_policy_id,
      sort: plan.sort,
      visibility: 'member',
      payment_types: [...plan.paymentTypes],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (plan.audience) {
    const { program, minRank } = plan.audience;
    await trx
      .insertInto('hotel_plan_member_audiences')
      .values({ hotel_plan_id: planId, program_id: ids.get(program)!, min_rank_id: ids.get(`${program}/${minRank}`)! })
      .execute();
  }
  await copyRoomPlans(trx, hotelId, { hotelPlanId: source.id }, { hotelPlanId: planId, code: plan.code }, { factor: plan.factor, rounding });
}

/**
 * The demo's member rates (spec 1 §6 "only members get member-only rates"): the member
 * programmes, and at every demo hotel a member rate for every signed-in member (room only, 10%
 * off) and one for Yado Club members from Gold (breakfast, 20% off).
 */
export async function seedMemberRates(trx: Db, brandId: string): Promise<void> {
  const ids = await seedMemberProgrammes(trx, brandId);
  for (const hotel of DEMO_HOTELS) {
    const row = await trx.selectFrom('hotels').select('id').where('code', '=', hotel.code).executeTakeFirstOrThrow();
    for (const plan of MEMBER_PLANS) await seedMemberPlan(trx, row.id, hotel.rounding, plan, ids);
  }
}
