import type { Hono } from 'hono';
import { renderSVG } from 'uqr';
import { confirmPaymentLinkPayment, getPaymentLink, getQrCode, startPaymentLinkPayment } from '../../shared/api/payment-links.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { findPaymentLink } from '../db/repositories/payment-links-repository.ts';
import { ApiFailure } from '../http/failure.ts';
import { TITLES } from '../http/messages.ts';
import { mountCall } from '../http/mount-call.ts';
import { type Limit, limitAttempts } from '../http/rate-limit.ts';
import { confirmPaymentLink, readPaymentLinkPage } from '../use-cases/payment-link-page.ts';
import { paymentLinkUrl, payPaymentLink } from '../use-cases/payment-links.ts';

/**
 * Payment links (spec 1 §4, spec 2 §7.6): the page's state, paying it through the gateway's
 * hosted card fields, and its QR code. The payment number (80 random bits) is the only key;
 * every call counts against the caller's address, so numbers cannot be tried one after another.
 */

/** Calls per address per window: a guest paying, a front desk screen reloading hourly, never a scan. */
const LINK_CALLS: Limit = { kind: 'payment-link', attempts: 120, windowMs: 15 * 60 * 1000 };

const notFound = () => new ApiFailure(404, ERROR_CODES.invalid, TITLES.notFound, [{ code: 'payment_link_not_found', message: TITLES.notFound }]);
const notProcessed = () => new ApiFailure(409, ERROR_CODES.paymentNotProcessed, TITLES.paymentNotProcessed);

/** GET /payment_links/:n, POST /payment_links/:n/payments, POST .../payments/:id/confirm, GET /qr_codes. */
export function mountPaymentLinks(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, getPaymentLink, async ({ params, query, locale, c }) => {
    await limitAttempts(deps, c, LINK_CALLS);
    const page = await readPaymentLinkPage(deps, params.payment_number, locale, query.payment_id ?? null);
    if (!page) throw notFound();
    return page;
  });

  mountCall(app, deps, startPaymentLinkPayment, async ({ params, body, locale, c }) => {
    await limitAttempts(deps, c, LINK_CALLS);
    const opened = await payPaymentLink(deps, {
      paymentNumber: params.payment_number,
      // the widget's page frames the fields: they talk to its origin only
      parentOrigin: new URL(deps.publicUrl).origin,
      returnUrl: `${paymentLinkUrl(deps, params.payment_number)}?locale=${locale}`,
      locale,
      // per link: one key cannot open another link's payment
      idempotencyKey: `link:${params.payment_number}:${body.idempotency_key}`,
    });
    if (!opened.ok && 'state' in opened) {
      if (opened.state === 'not_found') throw notFound();
      throw new ApiFailure(409, ERROR_CODES.paymentLinkNotPayable, TITLES.paymentLinkNotPayable, [
        { code: `payment_link_${opened.state}`, message: TITLES.paymentLinkNotPayable },
      ]);
    }
    if (!opened.ok || !opened.hostedFieldsUrl || !opened.transaction) throw notProcessed();
    const fields = new URL(opened.hostedFieldsUrl);
    return { payment_id: opened.transaction.gateway_payment_id, hosted_fields_url: fields.toString(), gateway_origin: fields.origin };
  });

  mountCall(app, deps, confirmPaymentLinkPayment, async ({ params, body, locale, c }) => {
    await limitAttempts(deps, c, LINK_CALLS);
    const confirmed = await confirmPaymentLink(deps, {
      paymentNumber: params.payment_number,
      gatewayPaymentId: params.payment_id,
      token: body.token,
      idempotencyKey: `link-confirm:${params.payment_id}:${body.idempotency_key}`,
      locale,
    });
    if (!confirmed.ok) throw confirmed.reason === 'not_found' ? notFound() : notProcessed();
    return confirmed.value;
  });

  mountCall(app, deps, getQrCode, async ({ query, c }) => {
    await limitAttempts(deps, c, LINK_CALLS);
    if (!(await findPaymentLink(deps.db, query.qr_code))) throw notFound();
    const url = paymentLinkUrl(deps, query.qr_code);
    // error correction M: still read from a screen with glare; a 4-module quiet zone
    return { url, svg: renderSVG(url, { ecc: 'M', border: 4, pixelSize: 8 }) };
  });
}
