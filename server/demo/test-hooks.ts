import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { clientAddress, isLoopback } from '../http/client-address.ts';
import { expireLapsedHolds } from '../use-cases/payments.ts';
import { abortLapsedReservations } from '../use-cases/reservation-payment.ts';
import { findHotelByCode } from '../db/repositories/hotels-repository.ts';
import { moveStayDates } from '../db/repositories/receipts-repository.ts';
import { findReservation, setUpdateLock } from '../db/repositories/reservations-repository.ts';
import { hotelToday, nightCount, shiftDate } from '../domain/dates.ts';

/** The furthest ahead the payment jobs can be run: a day. */
const MAX_MINUTES_LATER = 24 * 60;

/**
 * Hooks for the e2e run, which drives a real server in a browser and cannot move its clock
 * (in-process tests move `deps.now` instead). Mounted only with YADO_TEST_HOOKS=true, which the
 * configuration accepts in demo mode only (never in production), and answered only to a client
 * on the server's own machine.
 *
 * POST /demo/test-hooks/payment-jobs?minutes_later=N runs, at once, the two payment jobs the
 * server runs every minute (spec 2 §9.1: the 3-D Secure wait, the reservations whose 15-minute
 * hold lapsed) as they would run N minutes from now. Only the jobs see the later time, and only
 * for this call: what they abort is recorded at that time, everything else keeps the real clock.
 * Answers how many payments and reservations were aborted. POST /demo/test-hooks/stay-ended
 * (below) moves a reservation's stay into the past for the receipt; POST
 * /demo/test-hooks/staff-lock (below) marks a reservation as edited by the hotel's staff.
 */
export function mountTestHooks(app: Hono, deps: AppDeps): void {
  app.post('/demo/test-hooks/payment-jobs', async (c) => {
    if (!isLoopback(clientAddress(c, deps.trustProxy))) return c.json({ error: 'test hooks answer the server’s own machine only' }, 403);
    const minutes = Number(c.req.query('minutes_later') ?? '0');
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_MINUTES_LATER) {
      return c.json({ error: `minutes_later must be a whole number of minutes from 0 to ${MAX_MINUTES_LATER}` }, 422);
    }
    const later: AppDeps = { ...deps, now: () => new Date(deps.now().getTime() + minutes * 60_000) };
    const expiredPayments = await expireLapsedHolds(later);
    const abortedReservations = await abortLapsedReservations(later);
    return c.json({ expired_payments: expiredPayments, aborted_reservations: abortedReservations });
  });

  /**
   * POST /demo/test-hooks/stay-ended?hotel=CODE&reservation_number=N moves a reservation's stay
   * (its nights as many) to end today at the hotel, so that a browser test can download the
   * receipt, which comes from the check-out date. Only the reservation's two dates move: its rooms
   * stay taken on the nights booked. Answers the new dates.
   */
  app.post('/demo/test-hooks/stay-ended', async (c) => {
    if (!isLoopback(clientAddress(c, deps.trustProxy))) return c.json({ error: 'test hooks answer the server’s own machine only' }, 403);
    const hotel = await findHotelByCode(deps.db, c.req.query('hotel') ?? '');
    const reservation = hotel ? await findReservation(deps.db, hotel.id, c.req.query('reservation_number') ?? '') : undefined;
    if (!hotel || !reservation) return c.json({ error: 'no such reservation at this hotel' }, 404);
    const checkout = hotelToday(hotel.timezone, deps.now());
    const checkin = shiftDate(checkout, -nightCount(reservation.checkin_date, reservation.checkout_date));
    await moveStayDates(deps.db, reservation.id, checkin, checkout);
    return c.json({ checkin_date: checkin, checkout_date: checkout });
  });

  /**
   * POST /demo/test-hooks/staff-lock?hotel=CODE&reservation_number=N marks a reservation as edited
   * by the hotel's staff (spec 1 §6), as the hotel's system does, so that a browser test sees the
   * locked reservation's page. Answers 204.
   */
  app.post('/demo/test-hooks/staff-lock', async (c) => {
    if (!isLoopback(clientAddress(c, deps.trustProxy))) return c.json({ error: 'test hooks answer the server’s own machine only' }, 403);
    const hotel = await findHotelByCode(deps.db, c.req.query('hotel') ?? '');
    const reservation = hotel ? await findReservation(deps.db, hotel.id, c.req.query('reservation_number') ?? '') : undefined;
    if (!hotel || !reservation) return c.json({ error: 'no such reservation at this hotel' }, 404);
    await setUpdateLock(deps.db, reservation.id, true, 'edited by the hotel');
    return c.body(null, 204);
  });

  /**
   * POST /demo/test-hooks/member-switches?hotel=CODE&sign_in=true|false&sign_up=true|false sets
   * the hotel's switches of members' sign-in and sign-up (spec 1 §5, migration 044), so that a
   * browser test sees the menu and the pages of a hotel that turned them off. Answers the switches.
   */
  app.post('/demo/test-hooks/member-switches', async (c) => {
    if (!isLoopback(clientAddress(c, deps.trustProxy))) return c.json({ error: 'test hooks answer the server’s own machine only' }, 403);
    const switches = { member_sign_in_active: c.req.query('sign_in') !== 'false', member_sign_up_active: c.req.query('sign_up') !== 'false' };
    const hotel = await findHotelByCode(deps.db, c.req.query('hotel') ?? '');
    if (!hotel) return c.json({ error: 'no such hotel' }, 404);
    await sql`UPDATE hotels SET settings = settings || ${JSON.stringify(switches)}::jsonb WHERE id = ${hotel.id}`.execute(deps.db);
    return c.json(switches);
  });
}
