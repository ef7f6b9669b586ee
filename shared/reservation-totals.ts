import { splitTax } from './tax.ts';

/** What a reservation's price is made of, every amount tax included, in minor units. */
export type ReservationTotalsInput = {
  /** Every booked room's stay added up. */
  roomsTotal: number;
  /** The extras bought: their total and the tax in it (each line's tax split off one unit). */
  extras: { total: number; tax: number };
  /** The coupon's discount lines (positive amounts taken off). */
  discounts: ReadonlyArray<{ amount: number }>;
  /** The hotel's tax rate in basis points. */
  taxRateBp: number;
};

/** A reservation's totals: what the guest pays, its tax, and the parts they come from. */
export type ReservationTotals = {
  roomsTotal: number;
  extrasTotal: number;
  discount: number;
  total: number;
  tax: number;
  totalWithoutTax: number;
};

/**
 * The reservation's total and tax (spec 1 §3 price fields): the rooms, plus the extras, less the
 * coupon discount. The rooms' tax is split off their total, each discount line gives back its
 * own tax. The server books with it and the widget shows it, so checkout and the stored
 * reservation always agree.
 */
export function reservationTotals({ roomsTotal, extras, discounts, taxRateBp }: ReservationTotalsInput): ReservationTotals {
  const discount = discounts.reduce((sum, line) => sum + line.amount, 0);
  const discountTax = discounts.reduce((sum, line) => sum + splitTax(line.amount, taxRateBp).tax, 0);
  const total = roomsTotal + extras.total - discount;
  const tax = splitTax(roomsTotal, taxRateBp).tax + extras.tax - discountTax;
  return { roomsTotal, extrasTotal: extras.total, discount, total, tax, totalWithoutTax: total - tax };
}
