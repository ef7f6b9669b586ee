import * as v from 'valibot';
import { dataOf, HotelCodeSchema, QueryCodeListSchema } from './common.ts';
import { defineCall } from './define.ts';

/** Spec 1 §3: one tier of a cancellation policy. */
export const CancellationPolicyPartSchema = v.object({
  /** The tier starts this many days before the check-in date... */
  days_before: v.number(),
  /** ...at this hour of that day, facility local time (null: at midnight). */
  hours_after: v.nullable(v.number()),
  percentage_of_cost: v.number(),
});

/** Spec 1 §3: a cancellation policy. */
export const CancellationPolicySchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  cancellation_policy_parts: v.array(CancellationPolicyPartSchema),
  no_show_percentage_of_cost: v.number(),
  room_plan_codes: v.array(v.string()),
});
/** A cancellation policy. */
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>;

/** Spec 2 §7.3: cancellation policies of a hotel, optionally for some room plans. */
export const listCancellationPolicies = defineCall({
  name: 'listCancellationPolicies',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/cancellation_policies',
  summary: 'Cancellation policies of a hotel',
  session: true,
  params: v.object({ code: HotelCodeSchema }),
  query: v.object({ room_plan_codes: v.optional(QueryCodeListSchema) }),
  answer: dataOf(v.array(CancellationPolicySchema)),
  status: 200,
});

/** Spec 2 §7.3: one cancellation policy by id. */
export const getCancellationPolicy = defineCall({
  name: 'getCancellationPolicy',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/cancellation_policies/:policy_id',
  summary: 'One cancellation policy',
  session: true,
  params: v.object({ code: HotelCodeSchema, policy_id: v.pipe(v.string(), v.uuid('policy_not_found')) }),
  answer: dataOf(CancellationPolicySchema),
  status: 200,
});
