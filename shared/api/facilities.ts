import * as v from 'valibot';
import {
  BrandRefSchema,
  CurrencySchema,
  dataOf,
  HotelCodeSchema,
  IsoDateSchema,
  MoneySchema,
  QueryBoolSchema,
  QueryCodeListSchema,
  QueryIntSchema,
} from './common.ts';
import { defineCall } from './define.ts';
import { RoomsQuerySchema } from './rooms.ts';

/** Hotels on one page of the brand facility list when the caller does not say. */
export const BRAND_HOTELS_PER_PAGE = 20;
/** The most hotels one page of the brand facility list holds; larger asks get this many. */
export const BRAND_HOTELS_MAX_PER_PAGE = 50;

/** Spec 2 §7.3: the brand facility list's query. */
export const BrandHotelsQuerySchema = v.object({
  /** From 1. */
  page: v.optional(v.pipe(QueryIntSchema, v.minValue(1, 'number_invalid')), '1'),
  per_page: v.optional(
    v.pipe(
      QueryIntSchema,
      v.minValue(1, 'number_invalid'),
      v.transform((n) => Math.min(n, BRAND_HOTELS_MAX_PER_PAGE)),
    ),
    String(BRAND_HOTELS_PER_PAGE),
  ),
  /** Only these hotels of the brand. */
  hotel_codes: v.optional(QueryCodeListSchema),
  /** Price each hotel for the stay and rooms below; needs checkin_date and checkout_date. */
  is_including_lowest_price: v.optional(QueryBoolSchema, 'false'),
  checkin_date: v.optional(IsoDateSchema),
  checkout_date: v.optional(IsoDateSchema),
  /** The rooms searched, as the room search takes them; one room of two adults when absent. */
  rooms: v.optional(RoomsQuerySchema),
});

/** One hotel of the brand facility list, named in the request's locale. */
export const BrandHotelSchema = v.object({
  id: v.string(),
  code: HotelCodeSchema,
  name: v.string(),
  description: v.string(),
  address: v.string(),
  currency: CurrencySchema,
  /** Whether the hotel shows prices with tax (its show_prices_tax_included setting). */
  tax_included: v.boolean(),
  /**
   * The cheapest total for the stay and rooms searched across the hotel's room types and plans,
   * tax included; null when nothing can be booked or no price was asked for.
   */
  lowest_price: v.nullable(MoneySchema),
  /** The same price without tax. */
  lowest_price_without_tax: v.nullable(MoneySchema),
  /** True when the search finds nothing to book; null when no price was asked for. */
  is_sold_out: v.nullable(v.boolean()),
});
/** One hotel of the brand facility list. */
export type BrandHotel = v.InferOutput<typeof BrandHotelSchema>;

/** Which page this is and how many there are (spec 1 §3: page, total_pages, total_entries). */
export const PageMetaSchema = v.object({ page: v.number(), total_pages: v.number(), total_entries: v.number() });

/** One page of the brand facility list. */
export const BrandHotelsPageSchema = v.object({
  brand: v.object({ id: v.string(), code: v.string(), name: v.string() }),
  hotels: v.array(BrandHotelSchema),
  meta: PageMetaSchema,
});
/** One page of the brand facility list. */
export type BrandHotelsPage = v.InferOutput<typeof BrandHotelsPageSchema>;

/**
 * Spec 2 §7.3: the brand facility list, a page at a time (callers fetch every page when there
 * are several), each hotel with its lowest price for the search when asked.
 */
export const listBrandHotels = defineCall({
  name: 'listBrandHotels',
  method: 'GET',
  service: 'api',
  path: '/hotel_brands/:brand/hotels',
  summary: 'The hotels of a brand, with their lowest price for a search',
  session: true,
  params: v.object({ brand: BrandRefSchema }),
  query: BrandHotelsQuerySchema,
  answer: dataOf(BrandHotelsPageSchema),
  status: 200,
});
