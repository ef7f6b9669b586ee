import type { FrameLocator, Page } from './test.ts';
import { expectAccessible } from './axe.ts';
import { cardFields, DESKTOP, DIR, paintFrames, PHONE } from './card-checkout-support.ts';
import { expect, test } from './recorded-requests.ts';
import { oneNightStay, untilSteady, WORDS, widget } from './support.ts';

/**
 * Saved cards (issue 14) on the demo host page, the sandbox gateway on another site (127.0.0.1)
 * than the widget (localhost): the demo member pays
 * by card ticking "Save this card" in the gateway's fields, finds the card in their payment
 * options, books again paying with it, and deletes it. The requests to our site are recorded for
 * the card-number scan (recorded-requests.ts): no card number may reach our API.
 *
 * Not on a hotel page of a third site (cross-site.ts): the gateway's hosted fields allow only the
 * widget's origin in `frame-ancestors`, which every ancestor must match, so a third-site host page
 * cannot show them (card-checkout.spec.ts uses the demo host page for the same reason).
 */

const w = WORDS.en;
const DEMO_MEMBER = { email: 'member@yado.example', password: 'YadoDemo2026' };

/** The hotel's page opened on a widget path (the loader's deep link). */
async function openOn(host: Page, path: string): Promise<FrameLocator> {
  await host.goto(`/?open_widget=${encodeURIComponent(path)}`);
  const frame = widget(host);
  await expect(frame.getByRole('button', { name: /^Member menu, signed in as / })).toBeVisible();
  return frame;
}

/** Books the Standard Twin, room only, for one night `days` ahead, up to the payment step by card. */
async function toPayment(host: Page, days: number): Promise<FrameLocator> {
  const { checkin, checkout } = oneNightStay(days);
  const frame = await openOn(host, `/booking/result?checkin=${checkin}&checkout=${checkout}&adults=2`);
  await frame.getByRole('button', { name: new RegExp(`^${w.select}\\s+${w.room}, ${w.plan}$`) }).click();
  await frame.getByLabel(w.firstName, { exact: true }).fill('Hanako');
  await frame.getByLabel(w.lastName, { exact: true }).fill('Yamada');
  await frame.getByLabel(w.email, { exact: true }).fill(DEMO_MEMBER.email);
  await frame.getByLabel(w.emailAgain, { exact: true }).fill(DEMO_MEMBER.email);
  await frame.getByLabel(w.phone, { exact: true }).fill('+819012345678');
  await frame.getByRole('button', { name: w.continue }).click();
  await expect(frame.getByRole('heading', { name: w.review })).toBeVisible();
  await frame.getByRole('radio', { name: /Pay now by card/ }).check();
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  return frame;
}

/** The widget on the host page at phone width, saved as test-results/screenshots/saved-cards-<name>-phone.png. */
async function shootPhone(host: Page, name: string): Promise<void> {
  await host.setViewportSize(PHONE);
  await host.waitForTimeout(1000);
  await paintFrames(host);
  await host.locator('iframe[src*="/widget/"]').screenshot({ path: `${DIR}/saved-cards-${name}-phone.png` });
  await host.setViewportSize(DESKTOP);
}

test('a member saves a card while paying, pays the next booking with it, and deletes it from the payment options', async ({ page: host }, testInfo) => {
  const offset = testInfo.project.name === 'chromium' ? 40 : 44;
  await host.goto('/');
  const start = widget(host);
  await start.getByRole('button', { name: /^Member menu/ }).click();
  await start.getByRole('link', { name: 'Sign in', exact: true }).click();
  await start.getByLabel('E-mail address').fill(DEMO_MEMBER.email);
  await start.getByLabel('Password').fill(DEMO_MEMBER.password);
  await start.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(start.getByRole('button', { name: /^Member menu, signed in as / })).toBeVisible();

  // no saved card yet
  let frame = await openOn(host, '/my-account/payment-options');
  await expect(frame.getByRole('heading', { level: 1, name: 'Payment options' })).toBeVisible();
  await expect(frame.getByText('You have no saved cards.')).toBeVisible();

  // the first booking: the card typed in the gateway's fields, "Save this card" ticked there
  frame = await toPayment(host, offset);
  const fields = cardFields(frame);
  await fields.getByLabel('Card number').fill('4000 0000 0000 3220');
  await fields.getByLabel('Expiry month (MM)').fill('12');
  await fields.getByLabel('Expiry year (YY)').fill('30');
  await fields.getByLabel('Security code').fill('123');
  await fields.getByLabel('Name on card (optional)').fill('Hanako Yamada');
  await fields.getByLabel(/Save this card for my next booking/).check();
  const use = fields.getByRole('button', { name: 'Use this card' });
  await untilSteady(use);
  await use.click();
  const complete = frame.frameLocator('iframe[title="Security check of your card issuer"]').getByRole('button', { name: 'Complete authentication' });
  await untilSteady(complete);
  await complete.click();
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });

  // the card in the member's payment options: brand, last four digits, expiry and holder, no number
  frame = await openOn(host, '/my-account/payment-options');
  const card = frame.locator('.saved-card');
  await expect(card).toHaveCount(1);
  await expect(card.locator('.saved-card-name')).toHaveText('Visa ••••ending in 3220');
  await expect(card.locator('.saved-card-detail')).toHaveText('Expires 12/30 · Hanako Yamada');
  await expectAccessible(host, 'payment options', { include: 'iframe' });
  await shootPhone(host, 'payment-options');

  // the next booking offers the saved card; the bank still asks for 3-D Secure with it
  frame = await toPayment(host, offset + 1);
  const chooser = frame.locator('.saved-card-chooser');
  await expect(chooser.getByRole('radio', { name: /^Visa\s*ending in 3220/ })).toBeChecked();
  await expect(cardFields(frame).getByLabel('Card number')).toBeVisible();
  await expectAccessible(host, 'saved card chooser', { include: 'iframe' });
  await shootPhone(host, 'chooser');
  await chooser.getByRole('button', { name: 'Pay with this saved card' }).click();
  const again = frame.frameLocator('iframe[title="Security check of your card issuer"]').getByRole('button', { name: 'Complete authentication' });
  await untilSteady(again);
  await again.click();
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });

  // deleted after its confirmation: gone from the list and from the next payment
  frame = await openOn(host, '/my-account/payment-options');
  await frame.getByRole('button', { name: 'Delete Visa ending in 3220' }).click();
  const dialog = frame.getByRole('dialog', { name: 'Delete this card?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(host, 'delete a saved card', { include: 'iframe' });
  await dialog.getByRole('button', { name: 'Delete card' }).click();
  await expect(frame.getByRole('status')).toHaveText('The card Visa ••••ending in 3220 was deleted.');
  await expect(frame.getByText('You have no saved cards.')).toBeVisible();
});
