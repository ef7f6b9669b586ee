import * as v from 'valibot';
import { CurrencySchema, dataOf, HotelCodeSchema, IsoDateSchema, MoneySchema, QueryCodeListSchema } from './common.ts';
import { defineCall } from './define.ts';

/** Spec 1 §3: an extra is booked once for the stay (generic) or for given nights (dated). */
export const ExtraTypeSchema = v.picklist(['generic', 'dated']);
/** Generic or dated. */
export type ExtraType = v.InferOutput<typeof ExtraTypeSchema>;

/** Spec 1 §3: what one unit of an extra is counted by. */
export const ExtraUnitSchema = v.picklist(['per_item', 'per_person', 'per_room']);
/** The unit of an extra. */
export type ExtraUnit = v.InferOutput<typeof ExtraUnitSchema>;

/** The price of one unit of a dated extra on one night, and how many units are left that night. */
export const ExtraDatePriceSchema = v.object({
  date: IsoDateSchema,
  /** Tax included. */
  price: MoneySchema,
  price_without_tax: MoneySchema,
  /** Units left that night; null: no limit. */
  inventory: v.nullable(v.number()),
});

/** Spec 1 §3 / spec 2 §7.3: one extra as offered for a stay. */
export const ExtraSchema = v.object({
  extra_id: v.string(),
  name: v.string(),
  description: v.string(),
  extra_type: ExtraTypeSchema,
  unit: ExtraUnitSchema,
  /** Spec 1 §5: the quantity of a booked line lies in min_quantity..max_quantity. */
  min_quantity: v.number(),
  max_quantity: v.number(),
  /** Generic: the unit price, tax included. Dated: null (see `prices`). */
  price: v.nullable(MoneySchema),
  price_without_tax: v.nullable(MoneySchema),
  /** Dated: each night of the stay the extra is sold on. Generic: empty. */
  prices: v.array(ExtraDatePriceSchema),
  /** Dated: the nights it can still be booked for (sold, before its deadline, stock left). Generic: empty. */
  booking_available_dates: v.array(IsoDateSchema),
  /** Whether it can be booked for this stay now (for a dated extra: on at least one night). */
  bookable: v.boolean(),
  /** Generic: when booking closes for this stay (ISO instant); null: no deadline. Dated: null. */
  booking_deadline: v.nullable(v.string()),
  /** Generic: units left; null: no limit. Dated: null (see `prices`). */
  inventory: v.nullable(v.number()),
  /** The room plans asked for whose plan includes this extra at no charge. */
  inclusive_room_plan_codes: v.array(v.string()),
});
/** An extra offered for a stay. */
export type Extra = v.InferOutput<typeof ExtraSchema>;

/** The extras of a hotel for one stay. */
export const ExtrasForStaySchema = v.object({
  currency: CurrencySchema,
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  extras: v.array(ExtraSchema),
});
/** The extras of a hotel for one stay. */
export type ExtrasForStay = v.InferOutput<typeof ExtrasForStaySchema>;

/** Spec 2 §7.3: the extras that can be added to a stay, priced for each of its nights. */
export const listExtras = defineCall({
  name: 'listExtras',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/extras',
  summary: 'Extras that can be added to a stay, with prices, stock and the plans that include them',
  session: true,
  params: v.object({ code: HotelCodeSchema }),
  query: v.object({
    checkin_date: IsoDateSchema,
    checkout_date: IsoDateSchema,
    room_plan_codes: v.optional(QueryCodeListSchema),
  }),
  answer: dataOf(ExtrasForStaySchema),
  status: 200,
});

/** Spec 1 §5: one extra the guest adds to a reservation (part of the reservation body). */
export const ReservationExtraInputSchema = v.object({
  extra_id: v.pipe(v.string(), v.uuid('extra_id_invalid')),
  /** Zero is allowed and ignored (an extra the guest did not choose); min..max is checked by the server (1102). */
  quantity: v.pipe(v.number(), v.safeInteger('quantity_invalid'), v.minValue(0, 'quantity_invalid'), v.maxValue(9999, 'quantity_invalid')),
  /** Dated extras: the night it is for, within the stay. Generic extras: absent. */
  date: v.optional(IsoDateSchema),
});
/** One extra asked for in a reservation. */
export type ReservationExtraInput = v.InferOutput<typeof ReservationExtraInputSchema>;

/** The extras of a reservation body: at most 100 lines. */
export const ReservationExtrasInputSchema = v.pipe(v.array(ReservationExtraInputSchema), v.maxLength(100, 'too_many_extras'));

/** Spec 1 §3: one extra line of a reservation as stored and shown. */
export const ReservationExtraLineSchema = v.object({
  extra_id: v.string(),
  name: v.string(),
  extra_type: ExtraTypeSchema,
  unit: ExtraUnitSchema,
  /** Dated extras: the night; generic: null. */
  date: v.nullable(IsoDateSchema),
  quantity: v.number(),
  /** One unit, tax included (0 when included in the plan). */
  unit_price: MoneySchema,
  /** unit_price × quantity, tax included. */
  price: MoneySchema,
  price_without_tax: MoneySchema,
  tax: MoneySchema,
  /** Included in a booked plan at no charge. */
  inclusive: v.boolean(),
});
/** One extra line of a reservation. */
export type ReservationExtraLine = v.InferOutput<typeof ReservationExtraLineSchema>;
