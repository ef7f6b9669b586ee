import type { Db } from './client.ts';

const PROGRAM_NAMES = { en: 'Yado Care & Family', ja: '宿 ケア＆ファミリー' };

/** Names per locale of the demo programme's companions (spec 1 §3 translationMap). */
const CAREGIVERS = {
  en: 'Caregivers (stay free)',
  ja: '介助者（無料）',
  ko: '간병인 (무료)',
  zh_Hans: '陪护人员（免费）',
  zh_Hant: '陪護人員（免費）',
  id: 'Pendamping perawat (gratis)',
  th: 'ผู้ดูแล (ไม่มีค่าใช้จ่าย)',
  ar: 'مرافقو الرعاية (مجانًا)',
};
const CHILD_COMPANIONS = {
  en: 'Child companions, 6–12 (half the child price)',
  ja: '同伴のお子さま 6〜12歳（子ども料金の半額）',
  ko: '동반 어린이 6~12세 (어린이 요금의 절반)',
  zh_Hans: '随行儿童 6–12 岁（儿童价半价）',
  zh_Hant: '隨行兒童 6–12 歲（兒童價半價）',
  id: 'Anak pendamping, 6–12 (setengah harga anak)',
  th: 'เด็กผู้ติดตาม 6–12 ปี (ครึ่งราคาเด็ก)',
  ar: 'أطفال مرافقون، 6–12 (نصف سعر الطفل)',
};

/**
 * The demo brand's programme for guests who are not signed in (spec 1 §3 Program,
 * User.non_signed_in_program_ids): a caregiver accompanying a guest stays free, and a child
 * companion pays half a school-age child's price. Both are active.
 */
export async function seedPrograms(trx: Db, brandId: string): Promise<void> {
  const program = await trx
    .insertInto('programs')
    .values({ brand_id: brandId, code: 'care-family', names: JSON.stringify(PROGRAM_NAMES), non_signed_in: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('program_additional_tiers')
    .values([
      { program_id: program.id, code: 'adult_companion', is_active: true, names: JSON.stringify(CAREGIVERS), rate_percent: 0 },
      { program_id: program.id, code: 'kid_tier_A_companion', is_active: true, names: JSON.stringify(CHILD_COMPANIONS), rate_percent: 50 },
    ])
    .execute();
}
