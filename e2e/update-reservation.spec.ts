import { expect, test } from '@playwright/test';
import { checkoutTwoRooms, fillGuestOfTwoRooms, hotelDate, reservationNumberOn, widget } from './support.ts';

/** Days ahead of a check-in about three weeks away whose stay, and the stay a week later, miss the New Year days the demo hotel closes to arrival. */
function stayDays(): number {
  const open = (days: number) => {
    const monthDay = hotelDate(days).slice(5);
    return monthDay < '12-26' && monthDay > '01-05';
  };
  for (let days = 20; ; days++) if ([0, 2, 7, 9].every((later) => open(days + later))) return days;
}

test('a guest changes the dates of a two-room booking from the e-mailed link, sees the new total, confirms and sees the new dates (phone width)', async ({
  page,
  context,
}) => {
  const days = stayDays();
  const checkin = hotelDate(days);
  const checkout = hotelDate(days + 2);
  const email = `change-${Date.now()}@example.com`;
  const frame = await checkoutTwoRooms(page, { checkin, checkout, rooms: [{ adults: 2 }, { adults: 1 }] });
  await fillGuestOfTwoRooms(frame, email);
  await frame.getByRole('button', { name: 'Continue to confirmation' }).click();
  await expect(frame.getByRole('heading', { name: 'Review your reservation' })).toBeVisible();
  await frame.getByRole('button', { name: 'Book now' }).click();
  await expect(frame.getByText(/Thank you for booking/)).toBeVisible();
  const number = await reservationNumberOn(frame);
  const bookedTotal = await frame
    .locator('section[aria-labelledby="reservation-price"] tr', { hasText: /^Total/ })
    .last()
    .innerText();

  // the e-mailed link opens the reservation
  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const link = await mailbox.locator('article.mail', { hasText: number }).locator('a.mail-link').first().getAttribute('href');
  await mailbox.close();
  // at phone width from here: the guest opens the e-mail on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link!);
  const reservation = widget(page);
  await expect(reservation.getByText(number)).toBeVisible();

  // update mode: the check-in a week later, the stay keeping its two nights
  await reservation.getByRole('button', { name: 'Change dates or rooms' }).click();
  await reservation.getByLabel('Check-in', { exact: true }).fill(hotelDate(days + 7));
  await expect(reservation.getByLabel('Check-out', { exact: true })).toHaveValue(hotelDate(days + 9));
  await reservation.getByRole('button', { name: 'See the new price' }).click();
  const quote = reservation.locator('.update-quote');
  await expect(quote).toContainText('Current total');
  await expect(quote).toContainText(/New total¥[\d,]+/);
  await expect(quote).toContainText(/The new stay costs (¥[\d,]+ (more|less)|the same)\./);
  expect(bookedTotal).toContain((await quote.locator('dd').nth(3).innerText()).trim());
  const newTotal = (await quote.locator('.update-new-total').innerText()).trim();
  const newCheckinText = (await quote.locator('dd').first().innerText()).trim();
  const section = reservation.locator('section[aria-labelledby="reservation-update-title"]');
  await section.screenshot({ path: 'test-results/update-reservation-quote.png' });

  await reservation.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(reservation.getByText('Your reservation has been changed.')).toBeVisible();
  // the hotel's page hears of the change (GA4, spec 1 §3 page category reservation_update)
  await expect(page.getByRole('list', { name: 'Widget events, newest first' })).toContainText(
    'ga4Event reservation_update {"page_category":"reservation_update"',
  );
  const details = reservation.locator('section[aria-labelledby="reservation-details"]');
  await expect(details).toContainText(newCheckinText);
  await expect(reservation.locator('section[aria-labelledby="reservation-price"]')).toContainText(newTotal);
  await section.screenshot({ path: 'test-results/update-reservation-done.png' });

  // the link opened again reads the reservation from the server: the change is stored
  await page.goto(link!);
  await expect(widget(page).locator('section[aria-labelledby="reservation-details"]')).toContainText(newCheckinText);
});
