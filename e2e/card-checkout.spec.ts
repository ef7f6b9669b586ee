import AxeBuilder from '@axe-core/playwright';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { test } from './recorded-requests.ts';
import { oneNightStay, reservationNumberOn, untilSteady, widget, WORDS } from './support.ts';

/**
 * Checkout paid by card, end to end on the demo host page: the widget on localhost, the sandbox
 * gateway on 127.0.0.1 (another site), its card fields and 3-D Secure check framed in the
 * widget. Each test books its own stay; screenshots at 390x844 and 1280x800 go to
 * test-results/screenshots/card-*.png.
 */

const w = WORDS.en;
const DIR = 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The GA4 events the host page's dataLayer received. */
async function ga4Events(page: Page): Promise<Array<{ event: string; payment_type?: string }>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter(
        (entry): entry is { event: string; ecommerce?: { payment_type?: string }; payment_type?: string } =>
          typeof entry === 'object' && entry !== null && 'event' in entry,
      )
      .map((entry) => ({ event: entry.event, payment_type: entry.payment_type ?? entry.ecommerce?.payment_type })),
  );
}

/** Books `plan` up to the review step, then picks `method` and continues to the payment step. */
async function reachPayment(page: Page, plan: string, method: RegExp, days: number): Promise<FrameLocator> {
  const { checkin, checkout } = oneNightStay(days);
  // the stay by deep link (deep-link.spec.ts covers it): the calendar is the search spec's, not this one's
  await page.goto(`/?open_widget=${encodeURIComponent(`/booking/result?checkin=${checkin}&checkout=${checkout}&adults=2`)}`);
  const frame = widget(page);
  await frame.getByRole('button', { name: new RegExp(`^${w.select}\\s+${w.room}, ${plan}$`) }).click();
  await frame.getByLabel(w.firstName, { exact: true }).fill('Hanako');
  await frame.getByLabel(w.lastName, { exact: true }).fill('Yamada');
  await frame.getByLabel(w.email, { exact: true }).fill(`card-${Date.now()}@example.com`);
  await frame.getByLabel(w.emailAgain, { exact: true }).fill(await frame.getByLabel(w.email, { exact: true }).inputValue());
  await frame.getByLabel(w.phone, { exact: true }).fill('+819012345678');
  await frame.getByRole('button', { name: w.continue }).click();
  await expect(frame.getByRole('heading', { name: w.review })).toBeVisible();
  await frame.getByRole('radio', { name: method }).check();
  return frame;
}

const cardFields = (frame: FrameLocator) => frame.frameLocator('iframe[title="Secure card form of our payment provider"]');
const challenge = (frame: FrameLocator) => frame.frameLocator('iframe[title="Security check of your card issuer"]');

async function typeCard(frame: FrameLocator, number: string) {
  const fields = cardFields(frame);
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry month (MM)').fill('12');
  await fields.getByLabel('Expiry year (YY)').fill('30');
  await fields.getByLabel('Security code').fill('123');
  const use = fields.getByRole('button', { name: 'Use this card' });
  await untilSteady(use);
  await use.click();
}

/** Answers the bank's check once its frame has stopped moving (the step's heading brings it into view first). */
async function completeChallenge(frame: FrameLocator) {
  const complete = challenge(frame).getByRole('button', { name: 'Complete authentication' });
  await untilSteady(complete);
  await complete.click();
}

/**
 * The gateway's frame is another site's process, nested in the widget's: after the viewport
 * changed, Chromium's screenshot of the host page showed it blank until the frame itself had been
 * captured once (its fields were there: the guest could type).
 */
async function paintFrames(page: Page) {
  const gateway = widget(page).locator('iframe[allow="payment"]');
  if ((await gateway.count()) > 0) await gateway.first().screenshot();
}

/** The widget as the guest sees it on the host page, at phone and desktop width. */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // the frame's height follows its page: let the host page settle at the new width
    await page.waitForTimeout(1000);
    await paintFrames(page);
    await page.locator('iframe[src*="/widget/"]').screenshot({ path: `${DIR}/card-${name}-${size}.png` });
  }
}

async function expectAccessible(page: Page, screen: string) {
  const result = await new AxeBuilder({ page }).include('iframe').withTags(WCAG).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `${screen}: accessibility violations`,
  ).toEqual([]);
}

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
  await expect(frame.getByText('Cards accepted: Visa and Mastercard')).toBeVisible();
  await expect(frame.getByText(/The card must be valid through your check-out date/)).toBeVisible();
  await expect(cardFields(frame).getByLabel('Card number')).toBeVisible();
  await expectAccessible(page, 'payment step');
  await shoot(page, 'payment-step');
  await page.setViewportSize(DESKTOP);

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
  await frame.getByRole('link', { name: 'Open the check in this window instead' }).click();
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
