import { expect, type Page } from './test.ts';
import { DESKTOP, expectAccessible, expectCardForm, ga4Events, reachPayment, shoot, typeCard, w } from './card-checkout-support.ts';
import { bookingApi, type Reservation } from './payment-support.ts';
import { test } from './recorded-requests.ts';
import { reservationNumberOn } from './support.ts';

/**
 * The demo's Early bird plan paid at the hotel with a card kept as guarantee
 * (on_site_credit_card_required), end to end on the demo host page: the card verified for nothing
 * in the sandbox gateway's fields framed from 127.0.0.1, or, after a declined card, the stay paid
 * at the hotel without a guarantee. Screenshots: test-results/screenshots/card-guarantee-*.png.
 */

const EARLY_BIRD = 'Early bird saver (non-refundable)';
const GUARANTEE = /Pay at the hotel, card as a guarantee/;

/** The reservation the widget's confirmation shows, read back through the API with the token in its address. */
async function confirmedReservation(page: Page) {
  const confirmation = page.frames().find((frame) => frame.url().includes('/reservation/confirmation/'));
  expect(confirmation, 'the confirmation page in the widget').toBeTruthy();
  const url = new URL(confirmation!.url());
  const reservation_number = decodeURIComponent(url.pathname.split('/').at(-1)!);
  const bypass_token = url.searchParams.get('bypass_token')!;
  return bookingApi(new URL(page.url()).origin).lookup({ reservation_number, bypass_token } as Reservation);
}

test('the Early bird plan booked with a card kept as guarantee: the card verified for nothing, the confirmation says so', async ({ page }) => {
  const frame = await reachPayment(page, EARLY_BIRD, GUARANTEE, 30);
  await expect(frame.getByRole('radio', { name: GUARANTEE })).toBeChecked();
  const amounts = frame.locator('.payment-amounts');
  await expect(amounts.locator('dt').nth(0)).toHaveText('Charged to your card now');
  await expect(amounts.locator('dd').nth(0)).toHaveText('¥0');
  await expect(amounts.locator('dt').nth(1)).toHaveText('To pay at the hotel');
  const total = (await amounts.locator('dd').nth(1).innerText()).trim();
  await frame.locator('.payment-methods').scrollIntoViewIfNeeded();
  await shoot(page, 'guarantee-review');
  await page.setViewportSize(DESKTOP);
  await frame.getByRole('button', { name: 'Continue to card verification' }).click();

  await expect(frame.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
  await expect(frame.locator('.payment-verify')).toHaveText(
    'Nothing is charged now. Your card is verified for ¥0 and kept as a guarantee; you pay for your stay at the hotel.',
  );
  await expect(frame.locator('.payment-facts')).toContainText(`To pay at the hotel${total}`);
  await expect(frame.locator('.payment-facts')).not.toContainText('Charged to your card now');
  await expectCardForm(page, frame, 'card verification step', 'guarantee-step');

  await typeCard(frame, '4242 4242 4242 4242');
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
  await expect(frame.locator('main')).toContainText('Pay at the hotel, credit card as a guarantee');
  await expect(frame.locator('main')).toContainText('Your card is kept only as a guarantee.');
  await expect(frame.locator('main')).not.toContainText('Paid by card');
  await shoot(page, 'guarantee-confirmation');
  const reservation = await confirmedReservation(page);
  expect(reservation).toMatchObject({ status: 'done', payment_type: 'on_site_credit_card_required', paid_amount: 0 });
  expect(reservation.remain_amount).toBe(reservation.total_price);
  const events = await ga4Events(page);
  expect(events.find((e) => e.event === 'add_payment_info')?.payment_type).toBe('on_site_credit_card_required');
  expect(events.filter((e) => e.event === 'purchase')).toEqual([expect.objectContaining({ payment_type: 'on_site_credit_card_required' })]);
});

test('a declined card for the guarantee, then the guest pays at the hotel without one: no card kept', async ({ page }) => {
  const frame = await reachPayment(page, EARLY_BIRD, GUARANTEE, 31);
  await frame.getByRole('button', { name: 'Continue to card verification' }).click();
  const held = (await frame.locator('.payment-facts dd').first().innerText()).trim();
  await typeCard(frame, '4000 0000 0000 0002');
  await expect(frame.getByRole('heading', { name: 'Your card could not be verified' })).toBeFocused();
  await expect(frame.getByRole('alert')).toContainText('Your card was declined.');
  await expect(frame.getByRole('button', { name: 'Pay at the hotel instead' })).toHaveCount(0);
  await expect(frame.getByText(/No card is kept for this booking: you pay ¥[\d,]+ at the hotel\./)).toBeVisible();
  await expectAccessible(page, 'card verification failed');
  await shoot(page, 'guarantee-failed');
  await page.setViewportSize(DESKTOP);
  await frame.getByRole('button', { name: 'Pay at the hotel without a guarantee' }).click();
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
  expect(await reservationNumberOn(frame)).toBe(held);
  await expect(frame.locator('main')).not.toContainText('as a guarantee');
  expect(await confirmedReservation(page)).toMatchObject({ status: 'done', payment_type: 'on_site', paid_amount: 0 });
  const events = await ga4Events(page);
  expect(events.filter((e) => e.event === 'purchase')).toEqual([expect.objectContaining({ payment_type: 'on_site' })]);
});
