import { bookingApi, checkoutPage, frameOnCheckout, gatewayPayment, typeCardForToken } from './payment-support.ts';
import { expect, test } from './recorded-requests.ts';
import { oneNightStay } from './support.ts';

/**
 * Spec 2 §9.1: a card booking holds its rooms for 15 minutes. The guest's card asks for 3-D
 * Secure and the bank never answers (4000 0000 0000 3246): once the hold lapses the server's
 * jobs abort the reservation, void the payment at the gateway and give the rooms back. The
 * server's clock cannot be moved from a browser test, so the jobs are run through the e2e
 * server's test hook as they would run 14, then 16 minutes later (server/demo/test-hooks.ts).
 */

const checkout = checkoutPage();

test('a reservation whose 3-D Secure challenge is never answered is aborted after its 15-minute hold and its room comes back', async ({ page, baseURL }) => {
  const api = bookingApi(baseURL!);
  // a date no other spec books: the room count is this test's alone
  const stay = oneNightStay(47);
  const free = await api.roomsLeft(stay);
  const reservation = await api.bookByCard(stay);
  expect(reservation.status).toBe('payment_pending');
  expect(await api.roomsLeft(stay)).toBe(free - 1);

  const session = await api.openSession(reservation, checkout.url());
  const token = await typeCardForToken(page, checkout.url(), session.hosted_fields_url, '4000 0000 0000 3246');
  const confirmed = await api.confirm(reservation, session.transaction_id, token);
  expect(confirmed.data).toMatchObject({ state: 'challenge' });
  // the bank's check opens in the frame and never answers; the guest walks away from it
  const challenge = await frameOnCheckout(page, checkout.url(), confirmed.data.challenge_url!);
  await expect(challenge.getByText(`Payment of ¥${session.amount.toLocaleString('en')} with the card ending 3246.`)).toBeVisible();
  await expect(challenge.getByText('Waiting for your bank to answer…')).toBeVisible();

  const runJobs = async (minutesLater: number) => {
    const answer = await fetch(`${baseURL}/demo/test-hooks/payment-jobs?minutes_later=${minutesLater}`, { method: 'POST' });
    expect(answer.status).toBe(200);
  };
  await runJobs(14);
  expect((await api.lookup(reservation)).status).toBe('payment_pending');
  expect(await api.roomsLeft(stay)).toBe(free - 1);

  await runJobs(16);
  expect(await api.lookup(reservation)).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_not_completed', paid_amount: 0 });
  expect(await api.roomsLeft(stay)).toBe(free);
  expect(await gatewayPayment(session.gateway_origin, session.paymentId)).toMatchObject({ status: 'canceled', amount_captured: 0 });

  // the guest comes back from the bank's page at last (spec 1 §2 /reservation/fail): told what
  // happened, and offered the same stay again
  const back = new URLSearchParams({
    code: 'demo-kyoto',
    locale: 'en',
    reservation: reservation.reservation_number,
    bypass_token: reservation.bypass_token,
    payment_type: 'credit_card',
    payment_id: session.paymentId,
  });
  await page.goto(`${baseURL}/widget/reservation/payment?${back}`);
  await expect(page.getByRole('heading', { name: 'Your booking could not be completed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    `The payment was not completed in time, so booking ${reservation.reservation_number} was cancelled and nothing was charged.`,
  );
  expect(new URL(page.url()).pathname).toBe('/widget/reservation/fail');
  await page.getByRole('link', { name: 'Search again' }).click();
  await expect(page).toHaveURL(new RegExp(`/widget/booking/result\\?.*checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`));
});
