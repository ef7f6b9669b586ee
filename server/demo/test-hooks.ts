import type { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { clientAddress, isLoopback } from '../http/client-address.ts';
import { expireLapsedHolds } from '../use-cases/payments.ts';
import { abortLapsedReservations } from '../use-cases/reservation-payment.ts';

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
 * Answers how many payments and reservations were aborted.
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
}
