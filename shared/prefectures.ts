/**
 * Regions a guest's address names (spec 1 §3, guest address; spec 1 §3 enumerations: "Japan
 * prefecture list of 47 entries"): Japan's prefectures with their ISO 3166-2 codes, and the
 * ISO 3166-1 country codes the address's country is chosen from.
 */

/** A prefecture of Japan: its ISO 3166-2 code (JIS X 0401 order) and its names. */
export type Prefecture = { code: string; ja: string; en: string };

const LIST = [
  ['北海道', 'Hokkaido'],
  ['青森県', 'Aomori'],
  ['岩手県', 'Iwate'],
  ['宮城県', 'Miyagi'],
  ['秋田県', 'Akita'],
  ['山形県', 'Yamagata'],
  ['福島県', 'Fukushima'],
  ['茨城県', 'Ibaraki'],
  ['栃木県', 'Tochigi'],
  ['群馬県', 'Gunma'],
  ['埼玉県', 'Saitama'],
  ['千葉県', 'Chiba'],
  ['東京都', 'Tokyo'],
  ['神奈川県', 'Kanagawa'],
  ['新潟県', 'Niigata'],
  ['富山県', 'Toyama'],
  ['石川県', 'Ishikawa'],
  ['福井県', 'Fukui'],
  ['山梨県', 'Yamanashi'],
  ['長野県', 'Nagano'],
  ['岐阜県', 'Gifu'],
  ['静岡県', 'Shizuoka'],
  ['愛知県', 'Aichi'],
  ['三重県', 'Mie'],
  ['滋賀県', 'Shiga'],
  ['京都府', 'Kyoto'],
  ['大阪府', 'Osaka'],
  ['兵庫県', 'Hyogo'],
  ['奈良県', 'Nara'],
  ['和歌山県', 'Wakayama'],
  ['鳥取県', 'Tottori'],
  ['島根県', 'Shimane'],
  ['岡山県', 'Okayama'],
  ['広島県', 'Hiroshima'],
  ['山口県', 'Yamaguchi'],
  ['徳島県', 'Tokushima'],
  ['香川県', 'Kagawa'],
  ['愛媛県', 'Ehime'],
  ['高知県', 'Kochi'],
  ['福岡県', 'Fukuoka'],
  ['佐賀県', 'Saga'],
  ['長崎県', 'Nagasaki'],
  ['熊本県', 'Kumamoto'],
  ['大分県', 'Oita'],
  ['宮崎県', 'Miyazaki'],
  ['鹿児島県', 'Kagoshima'],
  ['沖縄県', 'Okinawa'],
] as const;

/** Japan's 47 prefectures, north to south, e.g. `{ code: 'JP-13', ja: '東京都', en: 'Tokyo' }`. */
export const JAPAN_PREFECTURES: readonly Prefecture[] = LIST.map(([ja, en], index) => ({
  code: `JP-${String(index + 1).padStart(2, '0')}`,
  ja,
  en,
}));

/** Whether a string is a prefecture code of JAPAN_PREFECTURES (`JP-01` to `JP-47`). */
export function isPrefectureCode(code: string): boolean {
  return JAPAN_PREFECTURES.some((prefecture) => prefecture.code === code);
}

/**
 * A prefecture's name for a reader of `locale`: the Japanese name for Japanese and Chinese
 * readers (who read kanji), the English name otherwise; the code itself when unknown.
 */
export function prefectureName(code: string, locale: string): string {
  const prefecture = JAPAN_PREFECTURES.find((p) => p.code === code);
  if (!prefecture) return code;
  return locale === 'ja' || locale.startsWith('zh') ? prefecture.ja : prefecture.en;
}

/** ISO 3166-1 alpha-2 codes of every country and territory (names come from Intl.DisplayNames). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
