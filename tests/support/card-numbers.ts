/**
 * Finds what looks like card data in text (PCI SAQ A: no card number nor security code may reach
 * our server, its log, its database or the requests our pages send to it).
 *
 * A card number: 13 to 19 digits, alone or in groups split by one space or dash (also written
 * `%20` or `+` in a URL), starting as the card networks' numbers do (2 to 6: Mastercard's 2-series,
 * Amex, JCB, Diners, Visa, Mastercard, Discover, UnionPay), passing the Luhn check, with no letter
 * or digit right before or after (a hexadecimal id such as a UUID has runs of digits between
 * dashes). The first digit keeps out millisecond timestamps (17…), which are 13
 * digits and pass Luhn one time in ten; reservation numbers, phone numbers, dates and amounts are
 * too short or broken up by other characters. A UUID (8-4-4-4-12 hexadecimal digits, as client
 * sessions and idempotency keys are) is left out whole: about one in a thousand has only digits in
 * its first three groups, 16 digits that pass Luhn one time in ten, and no card is written so.
 *
 * A security code: 3 or 4 digits given as the value of a field named cvc, cvv, csc or
 * security code (`"cvc":"123"`, `cvc=123`, `security_code: 1234`).
 */
export type CardDataFinding = { kind: 'card_number' | 'security_code'; match: string };

const DIGIT_RUN = /(?<![\dA-Za-z])\d(?:[ -]?\d){12,}(?![\dA-Za-z])/g;
const UUID = /(?<![\dA-Za-z])[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}(?![\dA-Za-z])/gi;
const SECURITY_CODE = /\b(?:cvc|cvv|cvc2|cvv2|csc|security[ _-]?code)\b["']?\s*[:=]\s*["']?(\d{3,4})(?!\d)/gi;

/** Luhn's check digit test (ISO/IEC 7812-1). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Every card number and security code in `text`, as written there. */
export function findCardData(text: string): CardDataFinding[] {
  // a URL or a form body writes the groups' spaces as %20 or +, and a dash as %2D
  const readable = text
    .replace(/%20|\+/g, ' ')
    .replace(/%2D/gi, '-')
    .replace(UUID, 'uuid');
  const found: CardDataFinding[] = [];
  for (const [run] of readable.matchAll(DIGIT_RUN)) {
    // a run split by two separators in a row was cut by the pattern; what it matched is one number
    const digits = run.replace(/[ -]/g, '');
    if (digits.length > 19 || !/^[2-6]/.test(digits) || !passesLuhn(digits)) continue;
    found.push({ kind: 'card_number', match: run });
  }
  for (const match of readable.matchAll(SECURITY_CODE)) found.push({ kind: 'security_code', match: match[0] });
  return found;
}
