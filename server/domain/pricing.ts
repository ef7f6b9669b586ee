import type { IsoDate } from './dates.ts';

/**
 * Guests of one kind beyond a room's adults (children of a kids tier, companions): how many, and
 * what share of the per-adult price of a night each pays.
 */
export type GuestCharge = { code: string; count: number; ratePercent: number };

/** Price of one night of one room. */
export type NightPrice = { date: IsoDate; price: number };

/**
 * The price of one night of a room: the room rate for its adults plus, for each child (and
 * companion), its percentage of the per-adult share of that rate, rounded half up per guest.
 */
export function priceNight(roomRate: number, adults: number, kids: readonly GuestCharge[]): number {
  const perAdult = roomRate / adults;
  const kidsTotal = kids.reduce((sum, tier) => sum + tier.count * Math.round((perAdult * tier.ratePercent) / 100), 0);
  return roomRate + kidsTotal;
}

/** Prices every night of a stay from the nightly room rates for the adults of the room. */
export function priceStay(rates: readonly NightPrice[], adults: number, kids: readonly GuestCharge[]): { nights: NightPrice[]; total: number } {
  const nights = rates.map((rate) => ({ date: rate.date, price: priceNight(rate.price, adults, kids) }));
  return { nights, total: nights.reduce((sum, night) => sum + night.price, 0) };
}

/** The tax rule lives in shared/ (the widget previews with it); re-exported for the server's domain code. */
export { splitTax } from '../../shared/tax.ts';
