import { expectAccessible } from './axe.ts';
import { crossSiteHost, hotelPage } from './cross-site.ts';
import { bookingApi, checkoutPage, typeCardForToken } from './payment-support.ts';
import { expect, test } from './recorded-requests.ts';
import { hotelDate, oneNightStay, widget } from './support.ts';

/**
 * Spec 1 §4 money on change: a stay paid in full by card changed to longer dates costs more than
 * was charged; the change is made with a payment link for the difference, which the guest pays
 * from the reservation page in the widget's own frame on the hotel's site (the gateway's fields
 * framed from another site), and the reservation then shows it paid. The first payment is made as
 * the widget makes it (API and the gateway's framed fields, payment-support.ts).
 */

const checkout = checkoutPage();
const hotelSite = crossSiteHost();
const yen = (amount: number) => `¥${amount.toLocaleString('en')}`;

test('a card-paid stay changed to longer dates: the quote says the difference is paid by card next, the guest pays it now and the reservation shows it paid', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = bookingApi(baseURL!);
  const stay = oneNightStay(16);
  const reservation = await api.bookByCard(stay);
  const session = await api.openSession(reservation, checkout.url());
  const token = await typeCardForToken(page, checkout.url(), session.hosted_fields_url, '4242 4242 4242 4242');
  expect(['paid', 'processing']).toContain((await api.confirm(reservation, session.transaction_id, token)).data.state);
  await expect.poll(async () => (await api.sync(reservation, session.transaction_id)).data.state).toBe('paid');
  const paid = await api.lookup(reservation);

  // the e-mailed link's page at phone width: the reservation in the widget on the hotel's own site
  await page.setViewportSize({ width: 390, height: 844 });
  hotelSite.serve(hotelPage(`<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto"></script>`));
  const path = `/reservation/confirmation/${reservation.reservation_number}?bypass_token=${reservation.bypass_token}`;
  const link = `${hotelSite.url()}?open_widget=${encodeURIComponent(path)}`;
  await page.goto(link);
  const frame = widget(page);
  await expect(frame.getByText(`Paid by card: ${yen(paid.paid_amount)}`)).toBeVisible();

  // one night more
  await frame.getByRole('button', { name: 'Change dates or rooms' }).click();
  const longer = hotelDate(Math.round((Date.parse(stay.checkout) - Date.parse(hotelDate(0))) / 86_400_000) + 1);
  await frame.getByLabel('Check-out', { exact: true }).fill(longer);
  await frame.getByRole('button', { name: 'See the new price' }).click();
  const quote = frame.locator('.update-quote');
  const newTotal = Number((await quote.locator('.update-new-total').innerText()).replace(/[^\d]/g, ''));
  const due = newTotal - paid.paid_amount;
  expect(due).toBeGreaterThan(0);
  await expect(quote).toContainText(`The new stay costs ${yen(due)} more than was paid by card. After you confirm, you can pay it by card, or at the hotel.`);
  const section = frame.locator('section[aria-labelledby="reservation-update-title"]');
  await frame.getByRole('button', { name: 'Confirm the change' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/change-payment-link-quote-phone.png' });
  await expectAccessible(page, 'the quote of a dearer change of a card-paid stay');

  // on a loaded machine the host page may still be resizing the frame: clicked again until it takes
  // (one Idempotency-Key per quote: a second click never changes the reservation twice)
  await expect(async () => {
    const confirm = frame.getByRole('button', { name: 'Confirm the change' });
    if (await confirm.isVisible()) await confirm.click({ timeout: 5000 });
    await expect(frame.getByText('Your reservation has been changed.')).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 40_000 });
  await expect(section).toContainText(`The new stay costs ${yen(due)} more than was paid by card.`);
  await expect(section).toContainText('or pay it at the hotel during your stay.');
  await expect(frame.getByText(`Due at the hotel: ${yen(due)}`)).toBeVisible();
  await section.screenshot({ path: 'test-results/change-payment-link-changed-phone.png' });
  await expectAccessible(page, 'a dearer change made, its difference to pay');
  const changed = await api.lookup(reservation);
  expect(changed).toMatchObject({ total_price: newTotal, paid_amount: paid.paid_amount, remain_amount: due });

  // "Pay the difference now": the link's page in the same frame, asking exactly the difference
  await section.getByRole('link', { name: 'Pay the difference now' }).click();
  await expect(frame.getByText(`Difference for the change of reservation ${reservation.reservation_number}`)).toBeVisible();
  const pay = frame.getByRole('button', { name: `Pay ${yen(due)} by card` });
  await expect(pay).toBeVisible();
  await page.screenshot({ path: 'test-results/change-payment-link-page-phone.png' });
  // the sandbox gateway's fields allow one frame ancestor (CSP frame-ancestors: the widget's
  // origin), so under a hotel page of another site they cannot be framed inside the widget's frame:
  // the guest pays on the link's own page, the address the change e-mail sends
  const linkFrame = page.frames().find((f) => f.url().includes('/widget/payments/'))!;
  const paymentNumber = /\/payments\/(PL[A-Z2-9]{16})/.exec(linkFrame.url())?.[1];
  expect(paymentNumber).toBeTruthy();
  await page.goto(`${baseURL}/widget/payments/${paymentNumber}?locale=en`);
  await page.getByRole('button', { name: `Pay ${yen(due)} by card` }).click();
  const fields = page.frameLocator('iframe[title="Secure card form of our payment provider"]');
  await fields.getByLabel('Card number').fill('4242 4242 4242 4242');
  await fields.getByLabel('Expiry month (MM)').fill('12');
  await fields.getByLabel('Expiry year (YY)').fill('30');
  await fields.getByLabel('Security code').fill('123');
  await fields.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your payment is complete');

  // the reservation, read again from the server, is paid in full by card
  await expect.poll(async () => (await api.lookup(reservation)).remain_amount).toBe(0);
  expect(await api.lookup(reservation)).toMatchObject({ paid_amount: newTotal, remain_amount: 0 });
  await page.goto(link);
  await expect(frame.getByText(`Paid by card: ${yen(newTotal)}`)).toBeVisible();
  await expect(frame.getByText('Due at the hotel')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/change-payment-link-paid-phone.png', fullPage: true });
});
