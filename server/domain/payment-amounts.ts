import { CURRENCY_DIGITS, type CurrencyCode } from '../../shared/currencies.ts';

/**
 * Our amounts are integers in the spec's minor units (spec 2 §9.4: TWD and IDR with 0 digits);
 * a gateway may count the same currency in other units (ISO 4217 gives TWD and IDR 2). These
 * convert between the two, exactly or not at all.
 */

/** Our amount in a gateway's minor units. */
export function toGatewayAmount(amount: number, currency: CurrencyCode, gatewayDigits: number): number {
  const shift = gatewayDigits - CURRENCY_DIGITS[currency];
  const result = shift >= 0 ? amount * 10 ** shift : amount / 10 ** -shift;
  if (!Number.isSafeInteger(result)) throw new RangeError(`${amount} ${currency} cannot be said in ${gatewayDigits} digits`);
  return result;
}

/** A gateway's amount in our minor units; a fraction of our unit is refused. */
export function fromGatewayAmount(amount: number, currency: CurrencyCode, gatewayDigits: number): number {
  const shift = CURRENCY_DIGITS[currency] - gatewayDigits;
  const result = shift >= 0 ? amount * 10 ** shift : amount / 10 ** -shift;
  if (!Number.isSafeInteger(result)) throw new RangeError(`${amount} (${gatewayDigits} digits) is not a whole amount of ${currency}`);
  return result;
}
