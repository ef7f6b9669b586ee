import { crossSiteHost, hotelPage } from './cross-site.ts';
import { bookingApi, checkoutPage, gatewayPayment, typeCardForToken } from './payment-support.ts';
import { expect, test } from './recorded-requests.ts';
import { oneNightStay, WORDS, widget } from './support.ts';

/**
 * Spec 1 §4 refunds on cancellation: a reservation paid by card, cancelled by the guest from the
 * widget's reservation page on the hotel's site, keeps the fee of the cancellation tier in force
 * and gives the rest back through the gateway. The payment is made as the widget makes it (API
 * and the gateway's framed fields, payment-support.ts); on the page only the cancel dialog is
 * read, the rest is checked in the API and at the gateway.
 */

const checkout = checkoutPage();
const hotelSite = crossSiteHost();
const w = WORDS.en;

test('a guest cancels a reservation paid by card: the fee of the tier is kept, the rest refunded at the gateway', async ({ page, baseURL }) => {
  const api = bookingApi(baseURL!);
  // three or four days ahead the standard policy's 20% tier applies
  const reservation = await api.bookByCard(oneNightStay(3));
  const session = await api.openSession(reservation, checkout.url());
  const token = await typeCardForToken(page, checkout.url(), session.hosted_fields_url, '4242 4242 4242 4242');
  const confirmed = await api.confirm(reservation, session.transaction_id, token);
  expect(['paid', 'processing']).toContain(confirmed.data.state);
  await expect.poll(async () => (await api.sync(reservation, session.transaction_id)).data.state).toBe('paid');
  const paid = await api.lookup(reservation);
  expect(paid).toMatchObject({ status: 'done', paid_amount: reservation.total_price, refunded_amount: 0 });
  const fee = paid.cancellation.fee;
  expect(paid.cancellation.percentage).toBe(20);
  expect(fee).toBe(Math.round(paid.total_price * 0.2));

  // the e-mailed link's page: the reservation in the widget on the hotel's own site
  hotelSite.serve(hotelPage(`<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto"></script>`));
  const path = `/reservation/confirmation/${reservation.reservation_number}?bypass_token=${reservation.bypass_token}`;
  await page.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent(path)}`);
  const frame = widget(page);
  await frame.getByRole('button', { name: w.cancel }).click();
  const dialog = frame.getByRole('dialog');
  await expect(dialog.getByText(w.fee)).toHaveText(`Cancellation fee: ¥${fee.toLocaleString('en')} (20% of the total)`);
  await dialog.getByLabel(w.reason).selectOption({ label: w.changeOfPlans });
  await dialog.getByRole('button', { name: w.cancel }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(() => api.lookup(reservation))
    .toMatchObject({ status: 'cancelled', cancellation_fee: fee, paid_amount: paid.paid_amount, refunded_amount: paid.paid_amount - fee });
  await expect
    .poll(() => gatewayPayment(session.gateway_origin, session.paymentId))
    .toMatchObject({
      status: 'captured',
      amount_captured: paid.paid_amount,
      amount_refunded: paid.paid_amount - fee,
      refunds: [{ amount: paid.paid_amount - fee }],
    });
});
