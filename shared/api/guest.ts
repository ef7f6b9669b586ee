import * as v from 'valibot';
import type { Locale } from '../constants.ts';
import { ALL_SCRIPTS, isNameText, NAME_SCRIPTS, normalizeName, writtenIn, type NameScript } from '../names.ts';
import { isPhoneText } from '../phone-text.ts';
import { COUNTRY_CODES, isPrefectureCode } from '../prefectures.ts';
import { SingleLineTextSchema } from './common.ts';

/*
 * Guest names (spec 1 §5, "Account and contact"), decided as a careful Japanese, Korean or
 * Taiwanese hotel would, since the front desk must read and file every name:
 *
 * - A name is letters with the spaces, hyphens, apostrophes (' and the ’ phones type) and dots
 *   names carry; digits, symbols, emoji and punctuation-only names are rejected
 *   (`name_invalid_characters`). Full-width Latin and half-width kana are folded (NFKC), runs
 *   of spaces become one; at most 50 characters.
 * - The letters allowed are English (Latin, accents included) plus the script of the widget's
 *   locale: ja kanji, hiragana and katakana (with ー, ・ and the iteration marks); ko Hangul;
 *   zh_Hans and zh_Hant Chinese characters (with the · of transcribed names); th Thai; ar
 *   Arabic; en and id Latin only. Another script gets a message naming the allowed ones.
 * - kanji_name_required (a Japanese hotel's setting) applies to the Japanese widget: the name
 *   fields then hold the kanji name (Japanese script only: foreign guests write it in
 *   katakana, as on any Japanese form) and its reading is asked in full-width kana.
 * - english_name_required asks a second name pair in English letters (as in the passport)
 *   wherever the main name may be in another script (every locale but en and id).
 * - customer_address_required asks the address: country (ISO 3166-1), postcode, prefecture or
 *   state, street address, and an optional building name and number. Postcodes are letters
 *   and digits, with the hyphen or space they are written with; Japan's is 7 digits, stored
 *   as 123-4567; a few countries' formats are checked; a postcode is required for Japan only
 *   (Hong Kong, the UAE and others have none). Japan's prefecture is one of the 47 codes.
 * - Per-room guest names (spec 1 §3, "guest name per room") follow the locale's script rule,
 *   first and last required.
 * - The phone (spec 1 §5) is taken as people type it and stored in E.164, a number without +
 *   read as one of the hotel's country (guest-for-hotel.ts); at most 40 characters as typed.
 */

const SCRIPT_MESSAGE: Record<Locale, string> = {
  en: 'name_latin_only',
  id: 'name_latin_only',
  ja: 'name_japanese_or_latin',
  ko: 'name_hangul_or_latin',
  zh_Hans: 'name_chinese_or_latin',
  zh_Hant: 'name_chinese_or_latin',
  th: 'name_thai_or_latin',
  ar: 'name_arabic_or_latin',
};

function nameOf(scripts: readonly NameScript[], scriptMessage: string, requiredMessage = 'name_required') {
  return v.pipe(
    v.string(),
    v.transform(normalizeName),
    v.nonEmpty(requiredMessage),
    v.maxLength(50, 'name_too_long'),
    // blank names get only the message above; digits only the first message below
    v.check((name) => name === '' || isNameText(name), 'name_invalid_characters'),
    v.check((name) => !isNameText(name) || writtenIn(name, scripts), scriptMessage),
  );
}

/**
 * Letters (of any supported script) and name punctuation, as for a guest name in any locale.
 * kept for callers that do not know the locale; see nameSchemaFor.
 */
export const NAME_PATTERN =
  /^[\p{Script=Latin}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}\p{Script=Thai}\p{Script=Arabic}\p{M} '’.·\-ー・]+$/u;

/** A first or last name in any supported script (the locale is checked by guestSchemaFor). */
export const NameSchema = nameOf(ALL_SCRIPTS, 'name_invalid_characters');

/** A first or last name written in English letters or the script of `locale`. */
export function nameSchemaFor(locale: Locale) {
  return nameOf(NAME_SCRIPTS[locale], SCRIPT_MESSAGE[locale]);
}

/** A kanji name (ja with kanji_name_required): Japanese script only. */
export const KanjiNameSchema = nameOf(['japanese'], 'name_japanese_only');

/** A name in English letters (the English name pair). */
export const EnglishNameSchema = nameOf(['latin'], 'name_latin_only');

/** A name's reading in full-width kana: hiragana or katakana, with ー, ・ and spaces. */
export const KanaNameSchema = v.pipe(
  v.string(),
  v.transform(normalizeName),
  v.nonEmpty('name_kana_required'),
  v.maxLength(50, 'name_too_long'),
  v.check(
    (kana) => kana === '' || (/^[\p{Script=Hiragana}\p{Script=Katakana}\p{M}ー・ ]+$/u.test(kana) && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(kana)),
    'name_kana_invalid',
  ),
);

/** A guest's e-mail address. */
export const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('email_required'), v.maxLength(254, 'email_invalid'), v.email('email_invalid'));

/** A guest's phone number as typed: required, bounded, digits and separators; guest-for-hotel.ts reads it. */
export const PhoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('phone_required'),
  v.maxLength(40, 'phone_invalid'),
  v.check((typed) => typed === '' || isPhoneText(typed), 'phone_invalid'),
);

/** The e-mail typed again. */
export const EmailConfirmationSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('email_confirmation_required'));
/** Spec 1 §5: the e-mail must match its confirmation (any case). */
export const sameEmails = (g: { email: string; email_confirmation: string }) => g.email.toLowerCase() === g.email_confirmation.toLowerCase();

/** Spec 1 §5: the guest who books, with the e-mail typed twice (any supported script). */
export const GuestSchema = v.pipe(
  v.object({ first_name: NameSchema, last_name: NameSchema, email: EmailSchema, email_confirmation: EmailConfirmationSchema, phone: PhoneSchema }),
  v.forward(v.partialCheck([['email'], ['email_confirmation']], sameEmails, 'email_mismatch'), ['email_confirmation']),
);
/** The guest who books. */
export type Guest = v.InferOutput<typeof GuestSchema>;

/** Postcode formats checked per country (ISO 3166-1); other countries: letters and digits. */
export const POSTCODE_FORMATS: Readonly<Record<string, RegExp>> = {
  JP: /^\d{3}-?\d{4}$/,
  KR: /^\d{5}$/,
  TW: /^\d{3}(\d{2,3})?$/,
  CN: /^\d{6}$/,
  US: /^\d{5}(-\d{4})?$/,
  TH: /^\d{5}$/,
  ID: /^\d{5}$/,
};

const AddressTextSchema = v.pipe(
  v.string(),
  v.transform((text) => text.normalize('NFKC')),
  SingleLineTextSchema,
);
type AddressFields = { country: string; postal_code: string; prefecture_or_state: string };
const postcodeGiven = (a: AddressFields) => a.country !== 'JP' || a.postal_code !== '';
// spec 1 §5: letters and digits, with the hyphen or space postcodes are written with
const POSTCODE_CHARACTERS = /^([A-Z0-9]+([ -][A-Z0-9]+)*)?$/;
const postcodeFits = (a: AddressFields) =>
  a.country === 'JP' ||
  a.postal_code === '' ||
  !POSTCODE_CHARACTERS.test(a.postal_code) ||
  !POSTCODE_FORMATS[a.country] ||
  POSTCODE_FORMATS[a.country]!.test(a.postal_code);
const japanesePostcodeFits = (a: AddressFields) =>
  a.country !== 'JP' || a.postal_code === '' || !POSTCODE_CHARACTERS.test(a.postal_code) || POSTCODE_FORMATS.JP!.test(a.postal_code);
const prefectureGiven = (a: AddressFields) => a.country !== 'JP' || a.prefecture_or_state !== '';
const prefectureKnown = (a: AddressFields) => a.country !== 'JP' || a.prefecture_or_state === '' || isPrefectureCode(a.prefecture_or_state);

/** Spec 1 §3: the guest's address (asked when the hotel sets customer_address_required). */
export const GuestAddressSchema = v.pipe(
  v.object({
    // a missing part reads as blank, so the answer says what is required
    country: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.nonEmpty('country_required'),
        v.check((c) => c === '' || COUNTRY_CODES.includes(c), 'country_required'),
      ),
      '',
    ),
    postal_code: v.optional(
      v.pipe(
        v.string(),
        v.transform((code) => code.normalize('NFKC').trim().toUpperCase()),
        v.maxLength(10, 'postal_code_invalid'),
        v.regex(POSTCODE_CHARACTERS, 'postal_code_invalid'),
      ),
      '',
    ),
    prefecture_or_state: v.optional(AddressTextSchema, ''),
    street_address: v.optional(v.pipe(AddressTextSchema, v.nonEmpty('street_address_required')), ''),
    building_name_and_number: v.optional(AddressTextSchema, ''),
  }),
  v.forward(v.partialCheck([['country'], ['postal_code']], postcodeGiven, 'postal_code_required'), ['postal_code']),
  v.forward(v.partialCheck([['country'], ['postal_code']], japanesePostcodeFits, 'postal_code_jp_invalid'), ['postal_code']),
  v.forward(v.partialCheck([['country'], ['postal_code']], postcodeFits, 'postal_code_format_invalid'), ['postal_code']),
  v.forward(v.partialCheck([['country'], ['prefecture_or_state']], prefectureGiven, 'prefecture_required'), ['prefecture_or_state']),
  v.forward(v.partialCheck([['country'], ['prefecture_or_state']], prefectureKnown, 'prefecture_invalid'), ['prefecture_or_state']),
  // Japanese postcodes are stored as 123-4567 however they were typed
  v.transform((a) => (a.country === 'JP' ? { ...a, postal_code: a.postal_code.replace(/^(\d{3})-?(\d{4})$/, '$1-$2') } : a)),
);
/** A checked guest address. */
export type GuestAddress = v.InferOutput<typeof GuestAddressSchema>;

/**
 * What the hotel's settings ask of the guest, in the widget's locale; `country` is the hotel's
 * (ISO 3166-1), the country of a phone number typed without +.
 */
export type GuestRules = { locale: Locale; country: string; kanjiNameRequired: boolean; englishNameRequired: boolean; addressRequired: boolean };

/** The rules from the hotel's settings (spec 1 §3 settings read) and the booking's locale. */
export function guestRulesFrom(
  settings: { country: string; customer_address_required: boolean; kanji_name_required: boolean; english_name_required: boolean },
  locale: Locale,
): GuestRules {
  return {
    locale,
    country: settings.country,
    kanjiNameRequired: settings.kanji_name_required,
    englishNameRequired: settings.english_name_required,
    addressRequired: settings.customer_address_required,
  };
}

/** Which extra field groups the guest is asked for under these rules (see the note on top). */
export function guestFieldsAsked(rules: GuestRules): { kana: boolean; englishName: boolean; address: boolean } {
  return {
    kana: rules.kanjiNameRequired && rules.locale === 'ja',
    englishName: rules.englishNameRequired && NAME_SCRIPTS[rules.locale].some((script) => script !== 'latin'),
    address: rules.addressRequired,
  };
}

const OptionalText = v.optional(SingleLineTextSchema);

/**
 * The guest as the create-reservation body carries it: the checked core fields, and the
 * fields the hotel's settings may ask for, optional and only bounded here. The server checks
 * them against the hotel's settings with guestSchemaFor.
 */
export const GuestInputSchema = v.pipe(
  v.object({
    ...GuestSchema.pipe[0].entries,
    first_name_kana: OptionalText,
    last_name_kana: OptionalText,
    english_first_name: OptionalText,
    english_last_name: OptionalText,
    address: v.optional(
      v.object({
        country: OptionalText,
        postal_code: OptionalText,
        prefecture_or_state: OptionalText,
        street_address: OptionalText,
        building_name_and_number: OptionalText,
      }),
    ),
  }),
  v.forward(v.partialCheck([['email'], ['email_confirmation']], sameEmails, 'email_mismatch'), ['email_confirmation']),
);
/** The guest of a create-reservation body. */
export type GuestInput = v.InferInput<typeof GuestInputSchema>;

/** Every field a checked guest may have; the extra ones are present only when asked. */
const GuestDetailsShape = v.object({
  ...GuestSchema.pipe[0].entries,
  first_name_kana: v.optional(KanaNameSchema),
  last_name_kana: v.optional(KanaNameSchema),
  english_first_name: v.optional(EnglishNameSchema),
  english_last_name: v.optional(EnglishNameSchema),
  address: v.optional(GuestAddressSchema),
});
/** A guest checked against a hotel's settings. */
export type GuestDetails = v.InferOutput<typeof GuestDetailsShape>;

/** The reservations columns of migration 011 for a checked guest (null when not asked). */
export function guestDetailColumns(guest: GuestDetails) {
  return {
    first_name_kana: guest.first_name_kana ?? null,
    last_name_kana: guest.last_name_kana ?? null,
    english_first_name: guest.english_first_name ?? null,
    english_last_name: guest.english_last_name ?? null,
    address: guest.address ?? null,
  };
}

/** The guest's extra details as a reservation shows them (spread into the view's guest). */
export const GuestDetailsViewSchema = v.object({
  first_name_kana: v.nullable(v.string()),
  last_name_kana: v.nullable(v.string()),
  english_first_name: v.nullable(v.string()),
  english_last_name: v.nullable(v.string()),
  address: v.nullable(
    v.object({
      country: v.string(),
      postal_code: v.string(),
      prefecture_or_state: v.string(),
      street_address: v.string(),
      building_name_and_number: v.string(),
    }),
  ),
});

/** Spec 1 §3: the representative guest of one booked room (`rooms[i].guest_name`), any supported script. */
export const RoomGuestNameSchema = v.object({ first_name: NameSchema, last_name: NameSchema });
/** A room's guest name. */
export type RoomGuestName = v.InferOutput<typeof RoomGuestNameSchema>;

/** A room's guest name written in English letters or the script of `locale`. */
export function roomGuestNameSchemaFor(locale: Locale) {
  const name = nameSchemaFor(locale);
  return v.object({ first_name: name, last_name: name });
}
