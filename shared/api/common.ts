import * as v from 'valibot';
import { HOTEL_CODE_PATTERN, LOCALES, MAX_TEXT_LENGTH, MEAL_BED_OPTIONS } from '../constants.ts';
import { CURRENCIES } from '../currencies.ts';

/** True when a YYYY-MM-DD string names a day that exists (no 2026-02-31). */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date, YYYY-MM-DD (spec 2 §9.2). */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate('date_invalid'), v.check(isRealDate, 'date_invalid'));

/** A hotel code as the webmaster writes it in `data-hotel-code`. */
export const HotelCodeSchema = v.pipe(v.string(), v.regex(HOTEL_CODE_PATTERN, 'hotel_code_invalid'));

/** A brand named by its code (yado-demo) or its id (a UUID). */
export const BrandRefSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'brand_invalid'));

/** An amount in the currency's minor units (JPY 1 = 1, USD 1 = 100). */
export const MoneySchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** An interface locale. */
export const LocaleSchema = v.picklist(LOCALES, 'locale_invalid');

/** A supported currency code. */
export const CurrencySchema = v.picklist(CURRENCIES, 'currency_invalid');

/** A count written in a query string, e.g. "2". */
export const QueryIntSchema = v.pipe(v.string(), v.digits('number_invalid'), v.maxLength(4, 'number_invalid'), v.transform(Number));

/** A boolean written in a query string. */
export const QueryBoolSchema = v.pipe(
  v.picklist(['true', 'false'], 'boolean_invalid'),
  v.transform((value) => value === 'true'),
);

/** A comma-separated list of codes in a query string. */
export const QueryCodeListSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/, 'code_list_invalid'),
  v.transform((value) => value.split(',')),
);

// C0 controls, DEL and C1 controls are never what a guest means to write, and PostgreSQL refuses
// NUL in text; a multi-line field keeps tab and newline
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS_BUT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const singleLineText = v.check((text: string) => !CONTROL_CHARACTERS.test(text), 'text_invalid_characters');
const multiLineText = v.check((text: string) => !CONTROL_CHARACTERS_BUT_TAB_AND_NEWLINE.test(text), 'text_invalid_characters');

/** One line of free text from a guest: trimmed, at most 255 characters, no control characters. */
export const SingleLineTextSchema = v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT_LENGTH, 'text_too_long'), singleLineText);

/**
 * Free text from a guest that may span lines (special request, cancel details, free-text
 * answers): trimmed, at most 255 characters (spec 1 §5); tabs and newlines are kept (a
 * Windows line end becomes a newline), other control characters are refused.
 */
export const MultiLineTextSchema = v.pipe(
  v.string(),
  v.transform((text) => text.replace(/\r\n/g, '\n')),
  v.trim(),
  v.maxLength(MAX_TEXT_LENGTH, 'text_too_long'),
  multiLineText,
);

/** A kids tier with a count (spec 1 §3: the kids age range is a list of {code, count}). */
export const KidsTierCountSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]$/, 'kids_tier_invalid')),
  count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20, 'too_many_guests')),
  /**
   * The children's meal and bedding option, where the hotel prices them as extras (kids_type
   * tiers_with_meal_and_bed_as_extras); a tier is then listed once per option chosen.
   */
  meal_bed: v.optional(v.picklist(MEAL_BED_OPTIONS, 'meal_bed_invalid')),
});

/** One night's price of one room. */
export const NightlyPriceSchema = v.object({ date: IsoDateSchema, price: MoneySchema });

/** `{ data }` wrapper every successful answer has. */
export function dataOf<T extends v.GenericSchema>(schema: T) {
  return v.object({ data: schema });
}
