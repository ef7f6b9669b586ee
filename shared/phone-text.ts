// after NFKC: digits with the separators people write, one + in front
const TYPED = /^\+?[0-9 ()./\-‐‑‒–—―−ー]+$/u;

/**
 * Whether text is written as a phone number: digits (full-width too), the separators people
 * write (spaces, dashes, dots, slashes, parentheses, the ー a Japanese keyboard types), one + in
 * front. Whether it is a number we could call is phone.ts's to say.
 */
export function isPhoneText(typed: string): boolean {
  return TYPED.test(typed.normalize('NFKC').trim());
}
