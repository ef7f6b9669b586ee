import { CURRENCY_DIGITS, type CurrencyCode } from '../../shared/currencies.ts';
import { LOCALES } from '../../shared/constants.ts';

/** What staff asked for when making a payment link (server/payment-link-command.ts), read and checked. */
export type PaymentLinkOrder = {
  hotelCode: string;
  /** The amount in the hotel's currency, in our minor units, or why it cannot be. */
  amountOf: (currency: string) => { amount: number; currency: CurrencyCode } | string;
  /** Per language; `en` (the plain `--description`) is every other language's fallback. */
  descriptions: Record<string, string>;
  expiresAt: Date | null;
  reservationNumber: string | null;
};

/** An amount as a person writes it ("12000" yen, "32.50" dollars) in our minor units of `currency`, or why it cannot be. */
export function minorAmount(amount: string, currency: string): { amount: number; currency: CurrencyCode } | string {
  if (!/^\d{1,12}(\.\d{1,3})?$/.test(amount)) return 'Give the amount with --amount, e.g. 12000 or 32.50.';
  if (!(currency in CURRENCY_DIGITS)) return `The hotel's currency ${currency} is not supported.`;
  const digits = CURRENCY_DIGITS[currency as CurrencyCode];
  const [whole, fraction = ''] = amount.split('.');
  if (fraction.length > digits) return `${currency} amounts have ${digits} decimal digits at most.`;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor <= 0) return 'The amount must be more than zero.';
  return { amount: minor, currency: currency as CurrencyCode };
}

/**
 * Reads the command's options: the amount as a person writes it in the hotel's currency
 * ("12000" yen, "32.50" dollars), a description, optional descriptions per language
 * (`description-ja`), an expiry in days. Returns a sentence saying what is wrong instead.
 */
export function parsePaymentLinkOrder(options: Record<string, string | boolean | undefined>, now: Date): PaymentLinkOrder | string {
  const { hotel, amount, description } = options;
  if (typeof hotel !== 'string' || !hotel) return 'Name the hotel with --hotel.';
  if (typeof amount !== 'string' || !/^\d{1,12}(\.\d{1,3})?$/.test(amount)) return 'Give the amount with --amount, e.g. 12000 or 32.50.';
  if (typeof description !== 'string' || !description.trim()) return 'Say what the payment is for with --description.';
  const descriptions: Record<string, string> = { en: description.trim() };
  for (const locale of LOCALES) {
    const text = options[`description-${locale}`];
    if (typeof text === 'string' && text.trim()) descriptions[locale] = text.trim();
  }
  const days = options['expires-in-days'];
  if (days !== undefined && (typeof days !== 'string' || !/^[1-9]\d{0,2}$/.test(days))) return 'Give --expires-in-days as a whole number of days (1 to 999).';
  const reservation = options.reservation;
  return {
    hotelCode: hotel,
    amountOf: (currency) => minorAmount(amount, currency),
    descriptions,
    expiresAt: typeof days === 'string' ? new Date(now.getTime() + Number(days) * 86_400_000) : null,
    reservationNumber: typeof reservation === 'string' && reservation ? reservation : null,
  };
}
