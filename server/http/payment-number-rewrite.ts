import type { MiddlewareHandler } from 'hono';

/** Where the widget's payment link pages live. */
const PAYMENT_PAGES = '/widget/payments/';

/**
 * Spec 1 §2 route rule: a widget URL with a `triplaPaymentNo` query value opens that payment
 * link's page, /payments/{paymentNo}, keeping the query string. Done by the server, before the
 * page loads: the widget's first screen carries no code for it.
 */
export const paymentNumberRewrite: MiddlewareHandler = async (c, next) => {
  const number = c.req.query('triplaPaymentNo');
  if (number && /^\w{1,40}$/.test(number) && !c.req.path.startsWith(PAYMENT_PAGES)) {
    return c.redirect(`${PAYMENT_PAGES}${number}${new URL(c.req.url).search}`, 302);
  }
  await next();
};
