import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { BaseIssue } from 'valibot';

/** The contract's validation keys (shared/api/*.ts) in the guest's words. */
const MESSAGES: Record<string, MessageDescriptor> = {
  name_required: msg`Please enter a name.`,
  name_too_long: msg`Please enter at most 50 characters.`,
  name_invalid_characters: msg`Please use letters only (no digits, symbols or emoji).`,
  email_required: msg`Please enter your e-mail address.`,
  email_invalid: msg`Please enter a valid e-mail address, like name@example.com.`,
  email_confirmation_required: msg`Please enter your e-mail address again.`,
  email_mismatch: msg`The e-mail addresses do not match.`,
  phone_required: msg`Please enter a phone number.`,
  phone_invalid: msg`This does not look like a phone number. Please check the digits; for a number from another country, start with + and the country code.`,
  text_too_long: msg`Please enter at most 255 characters.`,
  text_invalid_characters: msg`This text contains invisible characters that cannot be kept. Please type it again.`,
  reservation_number_invalid: msg`Please enter the reservation number from your confirmation e-mail (letters and digits).`,
  reason_required: msg`Please choose a reason.`,
  name_latin_only: msg`Please write the name in English letters.`,
  name_japanese_or_latin: msg`Please use kanji, hiragana, katakana or English letters.`,
  name_japanese_only: msg`Please write this name in kanji, hiragana or katakana.`,
  name_hangul_or_latin: msg`Please use Hangul or English letters.`,
  name_chinese_or_latin: msg`Please use Chinese characters or English letters.`,
  name_thai_or_latin: msg`Please use Thai or English letters.`,
  name_arabic_or_latin: msg`Please use Arabic or English letters.`,
  name_kana_required: msg`Please enter the reading in kana.`,
  name_kana_invalid: msg`Please use full-width katakana or hiragana.`,
  country_required: msg`Please choose a country or region.`,
  postal_code_required: msg`Please enter a postcode.`,
  postal_code_invalid: msg`Please use letters, digits, hyphens and spaces only (at most 10).`,
  postal_code_jp_invalid: msg`Please enter 7 digits, like 123-4567.`,
  postal_code_format_invalid: msg`This postcode does not fit the country you chose.`,
  prefecture_required: msg`Please choose a prefecture.`,
  prefecture_invalid: msg`Please choose a prefecture from the list.`,
  street_address_required: msg`Please enter your street address.`,
  password_required: msg`Please enter a password.`,
  password_too_short: msg`Please use at least 8 characters.`,
  password_too_long: msg`Please use at most 128 characters.`,
  password_needs_upper: msg`Please include an upper-case letter.`,
  password_needs_lower: msg`Please include a lower-case letter.`,
  password_needs_digit: msg`Please include a digit.`,
  password_mismatch: msg`The passwords do not match.`,
  password_reused: msg`This is your current password. Please choose a new one.`,
  current_password_wrong: msg`This is not your current password. Please try again.`,
  email_unchanged: msg`This is already your e-mail address. Please enter a new one.`,
  terms_required: msg`Please accept the membership terms to sign up.`,
};

const FALLBACK = msg`Please check this field.`;

/** The message for one validation key. */
export function validationText(key: string, i18n: I18n): string {
  return i18n._(MESSAGES[key] ?? FALLBACK);
}

/** The first issue's key for each top-level field of a failed parse. */
export function issuesByField(issues: readonly BaseIssue<unknown>[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !(field in byField)) byField[field] = issue.message;
  }
  return byField;
}
