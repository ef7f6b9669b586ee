import { expectAccessible as expectAxe } from './axe.ts';
import { expect, type FrameLocator, type Page } from './test.ts';
import { oneNightStay, untilSteady, widget, WORDS } from './support.ts';

/**
 * What the card checkout specs (card-*.spec.ts) share: the stay booked up to the review step, the
 * gateway's framed fields and bank's check, GA4 events, axe, and screenshots of the widget on the
 * host page at 390x844 and 1280x800 in test-results/screenshots/card-*.png.
 */

export const w = WORDS.en;
export const DIR = 'test-results/screenshots';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The GA4 events the host page's dataLayer received. */
export async function ga4Events(page: Page): Promise<Array<{ event: string; payment_type?: string }>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter(
        (entry): entry is { event: string; ecommerce?: { payment_type?: string }; payment_type?: string } =>
          typeof entry === 'object' && entry !== null && 'event' in entry,
      )
      .map((entry) => ({ event: entry.event, payment_type: entry.payment_type ?? entry.ecommerce?.payment_type })),
  );
}

/**
 * Books `plan` up to the review step, then picks `method` and continues to the payment step; on
 * the demo host page, or on the hotel page at `host` (another site's, with the loader's tag).
 */
export async function reachPayment(page: Page, plan: string, method: RegExp, days: number, host = '/'): Promise<FrameLocator> {
  const { checkin, checkout } = oneNightStay(days);
  // the stay by deep link (deep-link.spec.ts covers it): the calendar is the search spec's, not this one's
  await page.goto(`${host}?open_widget=${encodeURIComponent(`/booking/result?checkin=${checkin}&checkout=${checkout}&adults=2`)}`);
  const frame = widget(page);
  await frame.getByRole('button', { name: new RegExp(`^${w.select}\\s+${w.room}, ${plan.replace(/[()]/g, '\\$&')}$`) }).click();
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

export const cardFields = (frame: FrameLocator) => frame.frameLocator('iframe[title="Secure card form of our payment provider"]');
export const challenge = (frame: FrameLocator) => frame.frameLocator('iframe[title="Security check of your card issuer"]');

export async function typeCard(frame: FrameLocator, number: string) {
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
export async function completeChallenge(frame: FrameLocator) {
  const complete = challenge(frame).getByRole('button', { name: 'Complete authentication' });
  await untilSteady(complete);
  await complete.click();
}

/**
 * The gateway's frame is another site's process, nested in the widget's: after the viewport
 * changed, Chromium's screenshot of the host page showed it blank until the frame itself had been
 * captured once (its fields were there: the guest could type).
 */
export async function paintFrames(page: Page) {
  const gateway = widget(page).locator('iframe[allow="payment"]');
  if ((await gateway.count()) > 0) await gateway.first().screenshot();
}

/** The widget as the guest sees it on the host page, at phone and desktop width. */
export async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // the frame's height follows its page: let the host page settle at the new width
    await page.waitForTimeout(1000);
    await paintFrames(page);
    await page.locator('iframe[src*="/widget/"]').screenshot({ path: `${DIR}/card-${name}-${size}.png` });
    // nothing of the checkout's steps runs past the frame's edge (four of them on a phone)
    const steps = page.frameLocator('iframe[src*="/widget/"]').locator('.steps ol');
    if ((await steps.count()) > 0)
      expect(await steps.evaluate((list) => list.scrollWidth - list.clientWidth), `${name} at ${size} width`).toBeLessThanOrEqual(0);
  }
}

/** Axe on the widget's frame (axe.ts): WCAG 2.2 AA. */
export const expectAccessible = (page: Page, screen: string) => expectAxe(page, screen, { include: 'iframe' });

/**
 * The payment step's card form as the guest meets it: the brands taken, the validity rule, the
 * gateway's framed fields; axe on it, its screenshots, then back at desktop width.
 */
export async function expectCardForm(page: Page, frame: FrameLocator, screen: string, shot: string) {
  await expect(frame.getByText('Cards accepted: Visa and Mastercard')).toBeVisible();
  await expect(frame.getByText(/The card must be valid through your check-out date/)).toBeVisible();
  await expect(cardFields(frame).getByLabel('Card number')).toBeVisible();
  await expectAccessible(page, screen);
  await shoot(page, shot);
  await page.setViewportSize(DESKTOP);
}
