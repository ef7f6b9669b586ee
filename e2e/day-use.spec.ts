import { expect, test } from './test.ts';
import { chooseDays, hotelDate, reservationNumberOn, widget } from './support.ts';

test('a guest searches a day use from the form, books it, and the reservation and e-mail give its one date', async ({ page, context }) => {
  const day = hotelDate(12);
  const email = `day-use-${Date.now()}@example.com`;
  await page.goto('/');
  const frame = widget(page);

  // the switch asks one date in the calendar of day-use prices
  await frame.getByLabel('Day use (no overnight stay)').check();
  await frame.locator('button.drp-trigger').click();
  const dialog = frame.getByRole('dialog');
  await chooseDays(dialog, [day]);
  await expect(dialog).toBeHidden();
  await frame.getByRole('button', { name: 'Search', exact: true }).click();

  // only day-use plans, priced for the day
  const offers = frame.locator('.room-card .offer');
  await expect(offers.first()).toContainText('Total for the day');
  expect(await offers.filter({ hasNotText: 'Day use' }).count()).toBe(0);
  await offers
    .first()
    .getByRole('button', { name: /^Select/ })
    .click();

  await frame.getByLabel('First name', { exact: true }).fill('Hanako');
  await frame.getByLabel('Last name', { exact: true }).fill('Yamada');
  await frame.getByLabel('E-mail address', { exact: true }).fill(email);
  await frame.getByLabel('E-mail address (again)', { exact: true }).fill(email);
  await frame.getByLabel('Phone number', { exact: true }).fill('+819012345678');
  await frame.getByRole('button', { name: 'Continue to confirmation' }).click();
  await expect(frame.locator('.stay-summary')).toContainText('Day use (no overnight stay)');
  await frame.getByRole('button', { name: 'Book now' }).click();

  await expect(frame.getByText(/Thank you for booking/)).toBeVisible();
  const number = await reservationNumberOn(frame);
  const details = frame.locator('main');
  await expect(details).toContainText('Day use (no overnight stay)');
  await expect(details).not.toContainText('Check-out');

  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const mail = mailbox.locator('article.mail', { hasText: number });
  await expect(mail).toContainText('day use, no overnight stay');
  await expect(mail).not.toContainText('0 nights');
});
