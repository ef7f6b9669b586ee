import type { IsoDate } from './dates.ts';

/** One kids tier in a room: how many children and what share of the adult price they pay. */
export type KidsTierCharge = { code: string; count: number; ratePercent: number };

/** Price of one night of one room. */
export type NightPrice = { date: IsoDate; price: number };

/**
 * The price of one night of a room: the room rate for its adults plus, for each child, the
 * tier's percentage of the per-adult share of that rate, rounded half up per child.
 */
export function priceNight(roomRate: number, adults: number, kids: readonly KidsTierCharge[]): number {
  const perAdult = roomRate / adults;
  const kidsTotal = kids.reduce((sum, tier) => sum + tier.count * Math.round((perAdult * tier.ratePercent) / 100), 0);
  return roomRate + kidsTotal;
}

/** Prices every night of a stay from the nightly room rates for the adults of the room. */
export function priceStay(rates: readonly NightPrice[], adults: number, kids: readonly KidsTierCharge[]): { nights: NightPrice[]; total: number } {
  const nights = rates.map((rate) => ({ date: rate.date, price: priceNight(rate.price, adults, kids) }));
  return { nights, total: nights.reduce((sum, night) => sum + night.price, 0) };
}

/** The tax rule lives in shared/ (the widget previews with it); re-exported for the server's domain code. */
export { splitTax } from '../../shared/tax.ts';
