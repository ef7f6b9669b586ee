import type { Hono } from 'hono';
import type { CurrencyCode } from '../../shared/constants.ts';
import { listExtras } from '../../shared/api/extras.ts';
import type { AppDeps } from '../deps.ts';
import { mountCall } from '../http/mount-call.ts';
import { extrasForStay } from '../use-cases/book-extras.ts';
import { requireHotel } from './hotel-access.ts';
import { assertStay } from '../use-cases/stay-and-rooms.ts';

/** GET /hotels/:code/extras (spec 2 §7.3): the extras that can be added to a stay. */
export function mountExtras(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, listExtras, async ({ params, query, locale, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    assertStay(deps, hotel, query.checkin_date, query.checkout_date);
    const extras = await extrasForStay(deps.db, hotel, {
      checkin: query.checkin_date,
      checkout: query.checkout_date,
      roomPlanCodes: query.room_plan_codes,
      now: deps.now(),
      locale,
    });
    return { currency: hotel.currency as CurrencyCode, checkin_date: query.checkin_date, checkout_date: query.checkout_date, extras };
  });
}
