import type { Hono } from 'hono';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { ApiFailure } from '../http/failure.ts';
import { TITLES } from '../http/messages.ts';
import { applyPaymentWebhook, type WebhookRefusal } from '../use-cases/apply-payment-webhook.ts';
import { followPaymentWebhook } from '../use-cases/reservation-payment.ts';

/** Where the card gateway sends its webhooks (the gateway's setting points here). */
export const PAYMENT_WEBHOOK_PATH = '/api/v1/payments/webhooks';

const REFUSALS: Record<WebhookRefusal, { status: 401 | 404 | 409 | 422; title: (typeof TITLES)[keyof typeof TITLES] }> = {
  payments_off: { status: 404, title: TITLES.notFound },
  signature_missing: { status: 401, title: TITLES.webhookRefused },
  signature_invalid: { status: 401, title: TITLES.webhookRefused },
  // signed too long ago (or ahead): a replay of an old delivery, or a clock far off
  timestamp_outside_tolerance: { status: 401, title: TITLES.webhookRefused },
  body_invalid: { status: 422, title: TITLES.webhookRefused },
  replayed: { status: 409, title: TITLES.webhookReplayed },
};

/**
 * The gateway's webhooks: the raw body is read as sent (the signature covers its bytes), and
 * a forged, stale or replayed delivery gets the error envelope. Not a shared call declaration:
 * the gateway calls it, never the widget, and it needs the raw body and no client session.
 */
export function mountPaymentWebhooks(app: Hono, deps: AppDeps): void {
  app.post(PAYMENT_WEBHOOK_PATH, async (c) => {
    const result = await applyPaymentWebhook(deps, await c.req.text(), c.req.raw.headers);
    if (!result.ok) {
      const { status, title } = REFUSALS[result.reason];
      throw new ApiFailure(status, ERROR_CODES.invalid, title, [{ code: `webhook_${result.reason}`, message: title }]);
    }
    // the reservation follows its payment once the webhook's transaction committed: captured makes it done, authorized is
    // captured, and a member's card saved while paying is recorded
    const moved = result.value.reservationPayment;
    if (moved)
      await followPaymentWebhook(deps, moved).catch((error) => console.error(`reservation payment ${moved.reservationId}: ${(error as Error).message}`));
    return c.json({ data: { received: true, outcome: result.value.outcome } });
  });
}
