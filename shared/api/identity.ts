import * as v from 'valibot';
import { dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';

/** Spec 2 §7.2: obtain a client session for a brand. `key` is the hotel code the widget serves. */
export const createClientSession = defineCall({
  name: 'createClientSession',
  method: 'POST',
  service: 'identity',
  path: '/client_sessions',
  summary: 'Issue a client session token for the brand of a hotel',
  session: false,
  body: v.object({ key: HotelCodeSchema }),
  answer: dataOf(v.object({ client_session: v.string(), expires_at: v.string(), hotel_brand_id: v.string() })),
  status: 201,
});
