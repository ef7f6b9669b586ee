import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Locale } from '../constants.ts';
import { JAPAN_PREFECTURES } from '../prefectures.ts';
import {
  GuestInputSchema,
  GuestSchema,
  guestDetailColumns,
  guestFieldsAsked,
  guestRulesFrom,
  RoomGuestNameSchema,
  roomGuestNameSchemaFor,
  type GuestRules,
} from './guest.ts';
import { guestSchemaFor, reservationGuestsSchemaFor } from './guest-for-hotel.ts';

const GOOD = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'Hanako@Example.com', phone: '+819012345678' };
const issues = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? [] : result.issues.map((i) => `${i.path?.map((p) => p.key).join('.')}:${i.message}`);
const codes = (input: Record<string, string>) => issues(v.safeParse(GuestSchema, { ...GOOD, ...input }));

const rules = (locale: Locale, extra: Partial<GuestRules> = {}): GuestRules => ({
  locale,
  country: 'JP',
  kanjiNameRequired: false,
  englishNameRequired: false,
  addressRequired: false,
  ...extra,
});
const check = (r: GuestRules, input: Record<string, unknown>) => issues(v.safeParse(guestSchemaFor(r), { ...GOOD, ...input }));
const output = (r: GuestRules, input: Record<string, unknown>) => v.parse(guestSchemaFor(r), { ...GOOD, ...input });

describe('guest validation (spec 1 §5)', () => {
  it('accepts English names and the scripts of our locales', () => {
    expect(codes({})).toEqual([]);
    for (const [first_name, last_name] of [
      ['はなこ', '山田'],
      ['ハナコ', 'ヤマダ'],
      ['지민', '김'],
      ['小明', '王'],
      ['สมชาย', 'ใจดี'],
      ['محمد', 'العلي'],
      ['Zoë', "O'Brien-Smith"],
    ]) {
      expect(codes({ first_name: first_name!, last_name: last_name! })).toEqual([]);
    }
  });

  it('rejects digits, symbols and emoji in names, and blank names', () => {
    expect(codes({ first_name: 'Hanako1' })).toEqual(['first_name:name_invalid_characters']);
    expect(codes({ last_name: 'Yamada😀' })).toEqual(['last_name:name_invalid_characters']);
    expect(codes({ last_name: '   ' })).toContain('last_name:name_required');
  });

  it('rejects digits of other scripts and names of punctuation only', () => {
    expect(codes({ first_name: 'محمد٣' })).toEqual(['first_name:name_invalid_characters']);
    expect(codes({ first_name: 'สมชาย๙' })).toEqual(['first_name:name_invalid_characters']);
    expect(codes({ first_name: "-'." })).toEqual(['first_name:name_invalid_characters']);
    expect(codes({ first_name: 'Ha#nako' })).toEqual(['first_name:name_invalid_characters']);
  });

  it('folds full-width letters and half-width kana, and the spaces between words', () => {
    const guest = v.parse(GuestSchema, { ...GOOD, first_name: 'Ｈａｎａｋｏ  Ｍａｒｉ', last_name: 'ﾔﾏﾀﾞ' });
    expect(guest.first_name).toBe('Hanako Mari');
    expect(guest.last_name).toBe('ヤマダ');
    expect(codes({ last_name: 'O’Brien' })).toEqual([]);
  });

  it('requires a valid e-mail typed the same twice', () => {
    expect(codes({ email: 'hanako@', email_confirmation: 'hanako@' })).toContain('email:email_invalid');
    expect(codes({ email_confirmation: 'hanako@example.jp' })).toEqual(['email_confirmation:email_mismatch']);
  });

  it('takes the phone as typed in the body, requiring it and bounding its length', () => {
    expect(codes({ phone: '+81 90-1234-5678' })).toEqual([]);
    expect(codes({ phone: ' ' })).toEqual(['phone:phone_required']);
    expect(codes({ phone: '0'.repeat(41) })).toEqual(['phone:phone_invalid']);
    expect(codes({ phone: 'call me' })).toEqual(['phone:phone_invalid']);
  });

  it('stores the phone in E.164, a national number read as one of the hotel’s country', () => {
    expect(output(rules('en'), { phone: '+81 90-1234-5678' }).phone).toBe('+819012345678');
    expect(output(rules('ja'), { phone: '090-1234-5678' }).phone).toBe('+819012345678');
    expect(output(rules('ko', { country: 'KR' }), { phone: '010-1234-5678' }).phone).toBe('+821012345678');
    expect(check(rules('en'), { phone: 'call me' })).toEqual(['phone:phone_invalid']);
    expect(check(rules('en', { country: '' }), { phone: '090-1234-5678' })).toEqual(['phone:phone_invalid']);
  });
});

describe('guest names per locale (spec 1 §5: English letters or the locale script)', () => {
  const cases: Array<[Locale, string[], Array<[string, string]>]> = [
    [
      'en',
      ['Zoë', 'Jean-Luc', 'Nguyễn'],
      [
        ['山田', 'name_latin_only'],
        ['김', 'name_latin_only'],
      ],
    ],
    ['id', ['Siti', 'Putri'], [['สมชาย', 'name_latin_only']]],
    [
      'ja',
      ['山田', 'はなこ', 'ハナコ', 'ゆゝ', '佐々木', 'ジョーンズ', 'メアリー・アン', 'Hanako'],
      [
        ['김', 'name_japanese_or_latin'],
        ['สมชาย', 'name_japanese_or_latin'],
      ],
    ],
    [
      'ko',
      ['김', '지민', 'Minsu'],
      [
        ['山田', 'name_hangul_or_latin'],
        ['はなこ', 'name_hangul_or_latin'],
      ],
    ],
    [
      'zh_Hans',
      ['王', '小明', '约翰·史密斯', 'Wang'],
      [
        ['김', 'name_chinese_or_latin'],
        ['はなこ', 'name_chinese_or_latin'],
      ],
    ],
    ['zh_Hant', ['陳', '大文', 'Chen'], [['ハナコ', 'name_chinese_or_latin']]],
    ['th', ['สมชาย', 'ใจดี', 'Somchai'], [['محمد', 'name_thai_or_latin']]],
    [
      'ar',
      ['محمد', 'العلي', 'مُحَمَّد', 'Mohammed'],
      [
        ['สมชาย', 'name_arabic_or_latin'],
        ['山田', 'name_arabic_or_latin'],
      ],
    ],
  ];
  it.each(cases)('%s accepts its script and English letters, and names the allowed ones otherwise', (locale, good, bad) => {
    for (const name of good) expect(check(rules(locale), { last_name: name }), `${locale} ${name}`).toEqual([]);
    for (const [name, message] of bad) expect(check(rules(locale), { last_name: name }), `${locale} ${name}`).toEqual([`last_name:${message}`]);
    expect(check(rules(locale), { first_name: 'A1' })).toEqual(['first_name:name_invalid_characters']);
    expect(check(rules(locale), { first_name: 'x'.repeat(51) })).toEqual(['first_name:name_too_long']);
  });
});

describe('kana and English names (kanji_name_required, english_name_required)', () => {
  const kanji = rules('ja', { kanjiNameRequired: true });
  const japanese = { first_name: '花子', last_name: '山田' };

  it('asks the kana reading in the Japanese widget only, and the English name where names may be in another script', () => {
    expect(guestFieldsAsked(kanji)).toEqual({ kana: true, englishName: false, address: false });
    expect(guestFieldsAsked(rules('en', { kanjiNameRequired: true })).kana).toBe(false);
    for (const locale of ['ja', 'ko', 'zh_Hans', 'zh_Hant', 'th', 'ar'] as const)
      expect(guestFieldsAsked(rules(locale, { englishNameRequired: true })).englishName).toBe(true);
    for (const locale of ['en', 'id'] as const) expect(guestFieldsAsked(rules(locale, { englishNameRequired: true })).englishName).toBe(false);
    expect(guestRulesFrom({ country: 'JP', customer_address_required: true, kanji_name_required: true, english_name_required: false }, 'ja')).toEqual({
      locale: 'ja',
      country: 'JP',
      kanjiNameRequired: true,
      englishNameRequired: false,
      addressRequired: true,
    });
  });

  it('requires both kana fields in full-width katakana or hiragana', () => {
    expect(check(kanji, japanese)).toEqual(['first_name_kana:name_kana_required', 'last_name_kana:name_kana_required']);
    expect(check(kanji, { ...japanese, first_name_kana: 'ハナコ', last_name_kana: 'やまだ' })).toEqual([]);
    expect(check(kanji, { ...japanese, first_name_kana: 'メアリー・アン', last_name_kana: 'ヤマダ' })).toEqual([]);
    expect(check(kanji, { ...japanese, first_name_kana: 'Hanako', last_name_kana: '山田' })).toEqual([
      'first_name_kana:name_kana_invalid',
      'last_name_kana:name_kana_invalid',
    ]);
    expect(check(kanji, { ...japanese, first_name_kana: 'ー', last_name_kana: 'ヤマダ1' })).toEqual([
      'first_name_kana:name_kana_invalid',
      'last_name_kana:name_kana_invalid',
    ]);
    // half-width katakana is stored full-width
    expect(output(kanji, { ...japanese, first_name_kana: 'ﾊﾅｺ', last_name_kana: 'ﾔﾏﾀﾞ' })).toMatchObject({
      first_name_kana: 'ハナコ',
      last_name_kana: 'ヤマダ',
    });
  });

  it('takes the main name as the kanji name: Japanese script, not English letters', () => {
    expect(check(kanji, { first_name_kana: 'はなこ', last_name_kana: 'やまだ' })).toEqual(['first_name:name_japanese_only', 'last_name:name_japanese_only']);
    expect(check(kanji, { first_name: 'メアリー', last_name: 'スミス', first_name_kana: 'めありー', last_name_kana: 'すみす' })).toEqual([]);
  });

  it('requires the English name pair in English letters', () => {
    const english = rules('ko', { englishNameRequired: true });
    const korean = { first_name: '민수', last_name: '김' };
    expect(check(english, korean)).toEqual(['english_first_name:name_required', 'english_last_name:name_required']);
    expect(check(english, { ...korean, english_first_name: '민수', english_last_name: 'Kim' })).toEqual(['english_first_name:name_latin_only']);
    expect(output(english, { ...korean, english_first_name: 'Min-su', english_last_name: 'Kim' })).toMatchObject({
      english_first_name: 'Min-su',
      english_last_name: 'Kim',
    });
  });

  it('drops fields the hotel does not ask for', () => {
    const guest = output(rules('en'), { first_name_kana: '!!', english_first_name: '1', address: { country: 'XX' } });
    expect(guestDetailColumns(guest)).toEqual({
      first_name_kana: null,
      last_name_kana: null,
      english_first_name: null,
      english_last_name: null,
      address: null,
    });
  });
});

describe('guest address (customer_address_required)', () => {
  const address = rules('ja', { addressRequired: true });
  const tokyo = { country: 'JP', postal_code: '100-0001', prefecture_or_state: 'JP-13', street_address: '千代田区千代田1-1', building_name_and_number: '' };
  const at = (a: Record<string, string>) => check(address, { address: { ...tokyo, ...a } });

  it('has Japan’s 47 prefectures with codes and names', () => {
    expect(JAPAN_PREFECTURES).toHaveLength(47);
    expect(JAPAN_PREFECTURES[12]).toEqual({ code: 'JP-13', ja: '東京都', en: 'Tokyo' });
    expect(JAPAN_PREFECTURES[46]).toEqual({ code: 'JP-47', ja: '沖縄県', en: 'Okinawa' });
  });

  it('requires the address when asked, with country and street', () => {
    expect(check(address, {})).toEqual(['address.country:country_required', 'address.street_address:street_address_required']);
    expect(at({})).toEqual([]);
    expect(at({ country: 'ZZ' })).toEqual(['address.country:country_required']);
  });

  it('takes a Japanese postcode of 7 digits, with or without the hyphen, and stores 123-4567', () => {
    expect(output(address, { address: { ...tokyo, postal_code: '1000001' } }).address?.postal_code).toBe('100-0001');
    expect(output(address, { address: { ...tokyo, postal_code: '１００－０００１' } }).address?.postal_code).toBe('100-0001');
    expect(at({ postal_code: '' })).toEqual(['address.postal_code:postal_code_required']);
    expect(at({ postal_code: '100-001' })).toEqual(['address.postal_code:postal_code_jp_invalid']);
    expect(at({ postal_code: '〒100-0001' })).toEqual(['address.postal_code:postal_code_invalid']);
  });

  it('takes the prefecture from the list of 47 in Japan, and free text elsewhere', () => {
    expect(at({ prefecture_or_state: '' })).toEqual(['address.prefecture_or_state:prefecture_required']);
    expect(at({ prefecture_or_state: 'JP-48' })).toEqual(['address.prefecture_or_state:prefecture_invalid']);
    expect(at({ country: 'US', postal_code: '94105', prefecture_or_state: 'California' })).toEqual([]);
    expect(at({ country: 'HK', postal_code: '', prefecture_or_state: '' })).toEqual([]);
  });

  it('checks postcodes: letters, digits, a hyphen or space, and the format of known countries', () => {
    expect(at({ country: 'GB', postal_code: 'sw1a 1aa', prefecture_or_state: '' })).toEqual([]);
    expect(output(address, { address: { ...tokyo, country: 'gb', postal_code: 'sw1a 1aa' } }).address).toMatchObject({
      country: 'GB',
      postal_code: 'SW1A 1AA',
    });
    expect(at({ country: 'GB', postal_code: 'SW1A_1AA' })).toEqual(['address.postal_code:postal_code_invalid']);
    expect(at({ country: 'KR', postal_code: '03154' })).toEqual([]);
    expect(at({ country: 'KR', postal_code: '031-54' })).toEqual(['address.postal_code:postal_code_format_invalid']);
    expect(at({ country: 'TW', postal_code: '10048' })).toEqual([]);
    expect(at({ country: 'US', postal_code: '9410' })).toEqual(['address.postal_code:postal_code_format_invalid']);
    expect(at({ postal_code: '12345678901' })).toContain('address.postal_code:postal_code_invalid');
  });

  it('keeps the building optional and bounds every part', () => {
    expect(output(address, { address: { ...tokyo, building_name_and_number: ' 丸の内ビル 301 ' } }).address?.building_name_and_number).toBe('丸の内ビル 301');
    expect(at({ street_address: 'x'.repeat(256) })).toEqual(['address.street_address:text_too_long']);
  });
});

describe('the body guest and room guest names', () => {
  it('lets the body carry every extra field, leaving the rules to guestSchemaFor', () => {
    const body = { ...GOOD, first_name_kana: 'anything', address: { country: 'JP' } };
    expect(v.safeParse(GuestInputSchema, body).success).toBe(true);
    expect(issues(v.safeParse(GuestInputSchema, { ...body, email_confirmation: 'x@example.com' }))).toEqual(['email_confirmation:email_mismatch']);
  });

  it('requires first and last name for each room, written by the locale’s rule', () => {
    expect(issues(v.safeParse(RoomGuestNameSchema, { first_name: 'Taro', last_name: '' }))).toEqual(['last_name:name_required']);
    expect(issues(v.safeParse(roomGuestNameSchemaFor('ko'), { first_name: '민수', last_name: '김' }))).toEqual([]);
    expect(issues(v.safeParse(roomGuestNameSchemaFor('ko'), { first_name: 'Taro', last_name: '山田' }))).toEqual(['last_name:name_hangul_or_latin']);
  });

  it('checks a whole body’s guest and room names with paths the answer names', () => {
    const schema = reservationGuestsSchemaFor(rules('ja', { kanjiNameRequired: true }));
    const body = {
      guest: { ...GOOD, first_name: '花子', last_name: '山田', first_name_kana: 'はなこ' },
      rooms: [
        { room_type_code: 'twin', guest_name: { first_name: '太郎', last_name: '山田' } },
        { room_type_code: 'twin', guest_name: { first_name: 'Taro', last_name: '김' } },
        {},
      ],
      locale: 'ja',
    };
    expect(issues(v.safeParse(schema, body))).toEqual(['guest.last_name_kana:name_kana_required', 'rooms.1.guest_name.last_name:name_japanese_or_latin']);
  });
});
