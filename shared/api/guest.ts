import * as v from 'valibot';

/**
 * Spec 1 §5: guest names are English letters or the scripts of our locales (kana, kanji,
 * Hangul, Thai, Arabic), with the spaces, hyphens, apostrophes and dots names carry.
 * Digits, symbols and emoji are rejected.
 */
export const NAME_PATTERN =
  /^[\p{Script=Latin}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}\p{Script=Thai}\p{Script=Arabic}\p{M} '.\-ー・]+$/u;

/** Spec 1 §5: phone numbers are half-width digits, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[0-9]{6,20}$/;

/** A first or last name. */
export const NameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('name_required'),
  v.maxLength(50, 'name_too_long'),
  v.regex(NAME_PATTERN, 'name_invalid_characters'),
);

/** A guest's e-mail address. */
export const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('email_required'), v.maxLength(254, 'email_invalid'), v.email('email_invalid'));

/** A guest's phone number. */
export const PhoneSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('phone_required'), v.regex(PHONE_PATTERN, 'phone_invalid'));

/** Spec 1 §5: the guest who books, with the e-mail typed twice. */
export const GuestSchema = v.pipe(
  v.object({
    first_name: NameSchema,
    last_name: NameSchema,
    email: EmailSchema,
    email_confirmation: v.pipe(v.string(), v.trim(), v.nonEmpty('email_confirmation_required')),
    phone: PhoneSchema,
  }),
  v.forward(
    v.partialCheck([['email'], ['email_confirmation']], (g) => g.email.toLowerCase() === g.email_confirmation.toLowerCase(), 'email_mismatch'),
    ['email_confirmation'],
  ),
);
/** The guest who books. */
export type Guest = v.InferOutput<typeof GuestSchema>;
