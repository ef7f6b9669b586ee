import { expect } from './test.ts';
import {
  cardFields,
  challenge,
  completeChallenge,
  DESKTOP,
  DIR,
  expectAccessible,
  expectCardForm,
  ga4Events,
  paintFrames,
  PHONE,
  reachPayment,
  shoot,
  typeCard,
  w,
} from './card-checkout-support.ts';
import { test } from './recorded-requests.ts';
import { reservationNumberOn, untilSteady, widget } from './support.ts';

/**
 * Checkout paid by card, end to end on the demo host page: the widget on localhost, the sandbox
 * gateway on 127.0.0.1 (another site), its card fields and 3-D Secure check framed in the
 * widget. Each test books its own stay; screenshots at 390x844 and 1280x800 go to
 * test-results/screenshots/card-*.png.
 */

test('a card paid without a challenge: the 5% card discount is charged, then the confirmation', async ({ page }) => {
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 20);
  const review = frame.locator('.payment-amounts');
  // the hotel's payment promotion beside the method, and as a line of the price taken off the total
  await expect(frame.getByRole('radio', { name: /Pay now by card\s*5% off when you pay by card/ })).toBeChecked();
  await expect(frame.getByRole('table').getByText('5% off when you pay by card')).toBeVisible();
  const charged = await review.locator('dd').first().innerText();
  await frame.locator('.payment-methods').scrollIntoViewIfNeeded();
  await shoot(page, 'review-methods');
  await page.setViewportSize(DESKTOP);
  await frame.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(frame.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
  await expect(frame.locator('.payment-facts')).toContainText(`Charged to your card now${charged}`);
  await expectCardForm(page, frame, 'payment step', 'payment-step');

  await typeCard(frame, '5555 5555 5555 4444');
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
  const events = await ga4Events(page);
  expect(events.find((e) => e.event === 'add_payment_info')?.payment_type).toBe('credit_card');
  expect(events.find((e) => e.event === 'purchase')?.payment_type).toBe('credit_card');
  expect(events.filter((e) => e.event === 'purchase')).toHaveLength(1);
});

test('a 3-D Secure challenge framed in the widget, then paid; a reload on the payment step keeps the booking', async ({ page }) => {
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 21);
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(cardFields(frame).getByLabel('Card number')).toBeVisible();
  // a reload of the widget on the payment step: the held booking is found again, a new card form opens
  await frame.locator('html').evaluate(() => location.reload());
  await expect(cardFields(widget(page)).getByLabel('Card number')).toBeVisible();
  const again = widget(page);
  await typeCard(again, '4000 0000 0000 3220');
  await expect(again.getByRole('heading', { name: 'Confirm with your card issuer' })).toBeFocused();
  await expect(challenge(again).getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  await shoot(page, 'challenge');
  await completeChallenge(again);
  await expect(again.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
});

test('a challenge declined, then another card pays', async ({ page }) => {
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 22);
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await typeCard(frame, '4000 0084 0000 1629');
  await completeChallenge(frame);
  await expect(frame.getByRole('heading', { name: 'Your payment did not go through' })).toBeFocused();
  await expect(frame.getByRole('alert')).toContainText('Your card was declined.');
  await frame.getByRole('button', { name: 'Try another card' }).click();
  await typeCard(frame, '4242 4242 4242 4242');
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
});

test('a declined card, then the guest pays at the hotel at the price without the card discount', async ({ page }) => {
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 23);
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await typeCard(frame, '4000 0000 0000 0002');
  await expect(frame.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await expect(frame.getByRole('alert')).toContainText('Your card was declined.');
  await expect(frame.getByText(/the card payment discount no longer applies/)).toBeVisible();
  await expectAccessible(page, 'failure choices');
  await shoot(page, 'failed');
  await frame.getByRole('button', { name: 'Pay at the hotel instead' }).click();
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
  const events = await ga4Events(page);
  expect(events.find((e) => e.event === 'purchase')?.payment_type).toBe('on_site');
});

test('after a declined card the guest changes the payment method on the review step: the held booking is paid at the hotel, not booked twice', async ({
  page,
}) => {
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 28);
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  const held = (await frame.locator('.payment-facts dd').first().innerText()).trim();
  await typeCard(frame, '4000 0000 0000 0002');
  await frame.getByRole('button', { name: 'Change payment method' }).click();
  await expect(frame.getByRole('heading', { name: w.review })).toBeVisible();
  // the guest's details are kept
  await expect(frame.getByText('Hanako Yamada')).toBeVisible();
  await frame.getByRole('radio', { name: /Pay at the hotel/ }).check();
  await frame.getByRole('button', { name: w.book }).click();
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
  expect(await reservationNumberOn(frame)).toBe(held);
});

test('a deposit plan charges its 30% now and the confirmation says what is paid and what is due at the hotel', async ({ page }) => {
  const frame = await reachPayment(page, 'Stay with breakfast', /Pay a 30% deposit now by card/, 24);
  const amounts = frame.locator('.payment-amounts dd');
  const deposit = await amounts.nth(0).innerText();
  const atHotel = await amounts.nth(1).innerText();
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(frame.locator('.payment-facts')).toContainText(`Charged to your card now${deposit}To pay at the hotel${atHotel}`);
  await typeCard(frame, '4242 4242 4242 4242');
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
  await expect(frame.locator('main')).toContainText(deposit);
  await expect(frame.locator('main')).toContainText(atHotel);
});

test('the pending page while the server waits for the gateway, then paid', async ({ page }) => {
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 25);
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await typeCard(frame, '4000 0000 0000 3220');
  // the gateway's answer is slow after the check: the widget's sync answers "processing" until released
  let slow = true;
  await page.route(/\/payment\/sync\?/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { state: string } };
    if (slow) body.data.state = 'processing';
    await route.fulfill({ response: answer, json: body });
  });
  await completeChallenge(frame);
  await expect(frame.getByRole('heading', { name: 'Waiting for your card issuer' })).toBeVisible();
  await expect(frame.getByRole('status').filter({ hasText: 'waiting for your card issuer' })).toBeVisible();
  await shoot(page, 'pending');
  slow = false;
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
});

test('the bank’s check taken top-level comes back to the payment step, which asks the server and shows the confirmation', async ({ page }) => {
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 26);
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await typeCard(frame, '4000 0000 0000 3220');
  // the link moves while the bank's frame loads and sizes itself: click it once it stays put, and
  // again if a click landed before the page took it (the whole window then leaves for the bank)
  const topLevel = frame.getByRole('link', { name: 'Open the check in this window instead' });
  await expect(challenge(frame).getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  await expect(async () => {
    await untilSteady(topLevel);
    await topLevel.click({ timeout: 5_000 });
    await page.waitForURL((url) => url.hostname === '127.0.0.1', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  // the gateway sends the guest back to the widget's payment route, with the booking named in its URL
  await page.waitForURL(/\/widget\/reservation\/payment\?.*payment_id=/);
  await expect(page.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/widget\/reservation\/confirmation\/YD[A-Z0-9]+\?/);
});

test('the payment step in Arabic, right to left, after a reload in that language', async ({ page }) => {
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 27);
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(cardFields(frame).getByLabel('Card number')).toBeVisible();
  // the same held booking, its step opened again in Arabic
  await frame.locator('html').evaluate(() => {
    const url = new URL(location.href);
    url.searchParams.set('locale', 'ar');
    location.href = url.href;
  });
  const ar = widget(page);
  await expect(ar.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(ar.getByRole('heading', { level: 1 })).toHaveText('الدفع');
  await expect(ar.getByText('البطاقات المقبولة: Visa وMastercard')).toBeVisible();
  await expect(ar.locator('iframe[allow="payment"]')).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(1000);
  await paintFrames(page);
  await expect(ar.frameLocator('iframe[allow="payment"]').locator('input').first()).toBeVisible();
  await page.locator('iframe[src*="/widget/"]').screenshot({ path: `${DIR}/card-payment-step-ar-phone.png` });
});
