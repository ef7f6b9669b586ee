/**
 * Card checks of the sandbox gateway: the Luhn check, brand detection, expiry and security code,
 * and the test cards' behaviours. A card number is read here once and forgotten: only its brand,
 * last four digits, expiry and behaviour are kept.
 */

/** Brands the sandbox reads from a number (the spec's brands, spec 1 §3). */
export type Brand = 'visa' | 'mastercard' | 'amex' | 'jcb' | 'diners';

/** What a test card does when it is charged. */
export type Behaviour =
  /** Authorized without a challenge. */
  | { kind: 'frictionless' }
  /** A 3-D Secure challenge; answered "complete", the payment then gets `after`. */
  | { kind: 'challenge'; after: 'success' | 'declined' }
  /** A challenge whose bank never answers: the page waits until the merchant gives up. */
  | { kind: 'challenge_unanswered' }
  /** Refused at confirm, without a challenge. */
  | { kind: 'declined'; code: DeclineCode };

/** Why the sandbox refuses a payment (the failure codes the adapter maps). */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'expired_card'
  | 'processing_error'
  | 'authentication_failed'
  | 'authentication_canceled'
  | 'authentication_rate_limited'
  | 'card_not_enrolled';

/** The test cards, like the well-known ones (stripe.com/testing), and what each does. */
export const TEST_CARDS: ReadonlyArray<{ number: string; behaviour: Behaviour; says: string }> = [
  { number: '4242424242424242', behaviour: { kind: 'frictionless' }, says: 'Visa: paid without a challenge' },
  { number: '5555555555554444', behaviour: { kind: 'frictionless' }, says: 'Mastercard: paid without a challenge' },
  { number: '378282246310005', behaviour: { kind: 'frictionless' }, says: 'American Express: paid without a challenge' },
  { number: '3566002020360505', behaviour: { kind: 'frictionless' }, says: 'JCB: paid without a challenge' },
  { number: '36227206271667', behaviour: { kind: 'frictionless' }, says: 'Diners Club: paid without a challenge' },
  { number: '4000000000003220', behaviour: { kind: 'challenge', after: 'success' }, says: '3-D Secure challenge, then paid' },
  { number: '4000008400001629', behaviour: { kind: 'challenge', after: 'declined' }, says: '3-D Secure challenge, then declined' },
  { number: '4000000000003246', behaviour: { kind: 'challenge_unanswered' }, says: '3-D Secure challenge that is never answered' },
  { number: '4000000000000002', behaviour: { kind: 'declined', code: 'card_declined' }, says: 'declined without a challenge' },
  { number: '4000000000009995', behaviour: { kind: 'declined', code: 'insufficient_funds' }, says: 'declined: insufficient funds' },
  { number: '4000000000009987', behaviour: { kind: 'declined', code: 'lost_card' }, says: 'declined: lost card' },
  { number: '4000000000000069', behaviour: { kind: 'declined', code: 'expired_card' }, says: 'declined: expired at the bank' },
  { number: '4000000000000119', behaviour: { kind: 'declined', code: 'processing_error' }, says: 'processing error' },
  { number: '4000000000003253', behaviour: { kind: 'declined', code: 'card_not_enrolled' }, says: 'card without 3-D Secure' },
  { number: '4000000000003261', behaviour: { kind: 'declined', code: 'authentication_rate_limited' }, says: '3-D Secure suspended after many attempts' },
];

/** The Luhn check digit test. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Brand prefixes and lengths (the card networks' published ranges). */
const BRANDS: Array<{ brand: Brand; prefix: RegExp; lengths: number[] }> = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15] },
  { brand: 'jcb', prefix: /^35(2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19] },
  { brand: 'diners', prefix: /^(30[0-59]|3[689])/, lengths: [14, 15, 16, 17, 18, 19] },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
];

/** The brand a number belongs to (by prefix and length), or null. */
export function brandOf(digits: string): Brand | null {
  return BRANDS.find((b) => b.prefix.test(digits) && b.lengths.includes(digits.length))?.brand ?? null;
}

/** A card as typed in the hosted fields. */
export type CardInput = { number: string; expMonth: string; expYear: string; cvc: string };

/** What is kept of a card once checked: never its number or its security code. */
export type CheckedCard = { brand: Brand; last4: string; expMonth: number; expYear: number; behaviour: Behaviour };

/** Why a typed card is refused before any token is made. */
export type CardRefusal = 'incorrect_number' | 'invalid_expiry' | 'expired_card' | 'valid_through_too_short' | 'invalid_cvc' | 'brand_not_accepted';

/**
 * Checks a typed card: the number's Luhn digit and brand, an accepted brand, an expiry not past
 * (and, when given, reaching `validThrough`, e.g. the check-out date), a 3-digit code (4 for
 * American Express).
 */
export function checkCard(
  input: CardInput,
  options: { now: Date; acceptedBrands: readonly Brand[]; validThrough: string | null },
): { ok: true; card: CheckedCard } | { ok: false; reason: CardRefusal } {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, reason: 'incorrect_number' };
  const brand = brandOf(digits);
  if (!brand) return { ok: false, reason: 'incorrect_number' };
  if (!options.acceptedBrands.includes(brand)) return { ok: false, reason: 'brand_not_accepted' };
  const month = Number(input.expMonth);
  const year = /^\d{2}$/.test(input.expYear) ? 2000 + Number(input.expYear) : Number(input.expYear);
  if (!/^\d{1,2}$/.test(input.expMonth) || month < 1 || month > 12 || !/^(\d{2}|\d{4})$/.test(input.expYear)) return { ok: false, reason: 'invalid_expiry' };
  // a card is good through the last day of its expiry month
  const expiryMonth = `${year}-${String(month).padStart(2, '0')}`;
  if (expiryMonth < options.now.toISOString().slice(0, 7)) return { ok: false, reason: 'expired_card' };
  if (options.validThrough && expiryMonth < options.validThrough.slice(0, 7)) return { ok: false, reason: 'valid_through_too_short' };
  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(input.cvc)) return { ok: false, reason: 'invalid_cvc' };
  const behaviour = TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? { kind: 'frictionless' };
  return { ok: true, card: { brand, last4: digits.slice(-4), expMonth: month, expYear: year, behaviour } };
}
