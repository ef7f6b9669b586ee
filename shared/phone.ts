import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isPhoneText } from './phone-text.ts';

/*
 * Spec 1 §5: a phone number is half-width digits, a leading plus allowed. That is what we store
 * (E.164: +819012345678); the guest may type it as people write it: with spaces, dashes, dots,
 * slashes and parentheses, full-width (a Japanese keyboard's ０９０－１２３４－５６７８, the
 * ー typed for a dash), with a leading + and the country code, or in the national format of the
 * hotel's country (090-1234-5678 at a Japanese hotel). Letters (extensions, words) are refused.
 *
 * The rules per country come from libphonenumber-js with its smallest metadata: the length and
 * the loose digit pattern of each country. Only api/guest-for-hotel.ts imports this module, so
 * the widget loads them with the checkout only.
 */

/**
 * The number a guest typed in E.164 (`+819012345678`), reading a number without `+` as one of
 * `country` (the hotel's, ISO 3166-1); null when it is not a phone number we could call.
 */
export function phoneE164(typed: string, country: string): string | null {
  if (!isPhoneText(typed)) return null;
  const phone = parsePhoneNumberFromString(typed.normalize('NFKC').trim(), isSupportedCountry(country) ? country : undefined);
  return phone?.isValid() ? phone.number : null;
}
