import * as v from 'valibot';
import { CurrencySchema, dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';

/** Public facts about a hotel, named in the request's locale. */
export const HotelSchema = v.object({
  id: v.string(),
  code: HotelCodeSchema,
  name: v.string(),
  description: v.string(),
  address: v.string(),
  phone: v.string(),
  email: v.string(),
  url: v.string(),
  currency: CurrencySchema,
  timezone: v.string(),
  checkin_time: v.string(),
  checkout_time: v.string(),
  /** Consumption tax or VAT included in prices, in basis points (1000 = 10%). */
  tax_rate_bp: v.number(),
});
/** A hotel. */
export type Hotel = v.InferOutput<typeof HotelSchema>;

/** Spec 2 §7.3: hotel info. */
export const getHotel = defineCall({
  name: 'getHotel',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code',
  summary: 'Hotel info',
  session: true,
  params: v.object({ code: HotelCodeSchema }),
  answer: dataOf(HotelSchema),
  status: 200,
});
