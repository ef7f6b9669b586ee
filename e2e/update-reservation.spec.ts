import { expect, type BrowserContext, type Page, test } from './test.ts';
import { expectAccessible } from './axe.ts';
import { checkoutTwoRooms, fillGuestOfTwoRooms, hotelDate, reservationNumberOn, widget } from './support.ts';

/** Days ahead of a check-in about three weeks away whose stay, and the stay a week later, miss the New Year days the demo hotel closes to arrival. */
function stayDays(from = 20): number {
  const open = (days: number) => {
    const monthDay = hotelDate(days).slice(5);
    return monthDay < '12-26' && monthDay > '01-05';
  };
  for (let days = from; ; days++) if ([0, 2, 7, 9].every((later) => open(days + later))) return days;
}

/** The yen amount of a text such as "¥52,000". */
const yen = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * Books the Standard Twin (two adults) and the Deluxe Double (one adult), room only, paid at the
 * hotel, for two nights `days` ahead; then reads the link of the booking's e-mail in the demo
 * mailbox and opens it at phone width (the guest opens the e-mail on a phone).
 */
async function bookTwoRoomsAndOpenTheMail(page: Page, context: BrowserContext, days: number) {
  const email = `change-${Date.now()}@example.com`;
  const frame = await checkoutTwoRooms(page, { checkin: hotelDate(days), checkout: hotelDate(days + 2), rooms: [{ adults: 2 }, { adults: 1 }] });
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
  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const link = await mailbox.locator('article.mail', { hasText: number }).locator('a.mail-link').first().getAttribute('href');
  await mailbox.close();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link!);
  const reservation = widget(page);
  await expect(reservation.getByText(number)).toBeVisible();
  return { number, link: link!, bookedTotal, reservation };
}

test('a guest changes the dates of a two-room booking from the e-mailed link, sees the new total, confirms and sees the new dates (phone width)', async ({
  page,
  context,
}) => {
  const days = stayDays();
  const { link, bookedTotal, reservation } = await bookTwoRoomsAndOpenTheMail(page, context, days);

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
  await page.goto(link);
  await expect(widget(page).locator('section[aria-labelledby="reservation-details"]')).toContainText(newCheckinText);
});

test('a guest moves both rooms of a two-room booking to the Garden Suite from the e-mailed link, sees the new total, confirms (phone width)', async ({
  page,
  context,
}) => {
  // the room types section is axe-checked too: more than the default minute on a busy machine
  test.setTimeout(120_000);
  const { link, reservation } = await bookTwoRoomsAndOpenTheMail(page, context, stayDays(40));

  // the dates as booked: only the room types change
  await reservation.getByRole('button', { name: 'Change dates or rooms' }).click();
  await reservation.getByRole('button', { name: 'See the new price' }).click();
  const first = reservation.getByRole('group', { name: 'Room 1: room type (Room only)' });
  const second = reservation.getByRole('group', { name: 'Room 2: room type (Room only)' });
  await expect(first.getByRole('radio', { name: /^Standard Twin ¥[\d,]+ \(current room type\)$/ })).toBeChecked();
  await expect(second.getByRole('radio', { name: /^Deluxe Double ¥[\d,]+ \(current room type\)$/ })).toBeChecked();
  // nothing changed yet: nothing to confirm
  await expect(reservation.getByRole('button', { name: 'Confirm the change' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/update-room-types.png' });
  await expectAccessible(page, 'update mode with room types');

  const suite = first.getByRole('radio', { name: /^Garden Suite ¥[\d,]+ \(¥[\d,]+ more\)$/ });
  await suite.check();
  await first.getByRole('button', { name: 'Choose Garden Suite for every room' }).click();
  await expect(second.getByRole('radio', { name: /^Garden Suite/ })).toBeChecked();
  await expect(first.getByRole('radio', { name: /^Garden Suite/ })).toBeChecked();
  // the new total is the two suites' prices for these guests, the difference said against the booking
  const priceOf = async (group: typeof first) => yen((await group.locator('label', { hasText: 'Garden Suite' }).innerText()).match(/¥[\d,]+/)![0]);
  const suites = (await priceOf(first)) + (await priceOf(second));
  const quote = reservation.locator('.update-quote');
  await expect(quote.locator('.update-new-total')).toHaveText(`¥${suites.toLocaleString('en')}`);
  await expect(quote).toContainText(/The new stay costs ¥[\d,]+ more\./);
  await reservation.getByRole('button', { name: 'Confirm the change' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/update-room-types-quote.png' });

  await reservation.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(reservation.getByText('Your reservation has been changed.')).toBeVisible();
  const details = reservation.locator('section[aria-labelledby="reservation-details"]');
  await expect(details).not.toContainText('Standard Twin');
  await expect(details).not.toContainText('Deluxe Double');
  await expect(reservation.locator('section[aria-labelledby="reservation-price"]')).toContainText(`¥${suites.toLocaleString('en')}`);

  // the link opened again reads the reservation from the server: both rooms are suites now
  await page.goto(link);
  const stored = widget(page).locator('section[aria-labelledby="reservation-details"]');
  await expect(stored).toContainText('Garden Suite');
  await expect(stored).not.toContainText('Standard Twin');
});

test('a reservation the hotel’s staff edited says why it cannot be changed or cancelled online, with the hotel’s phone, and offers neither (phone width)', async ({
  page,
  context,
  baseURL,
}) => {
  const { number, link, reservation } = await bookTwoRoomsAndOpenTheMail(page, context, stayDays(60));
  // the hotel's system marks it edited by its staff (spec 1 §6), as the test hook does
  const locked = await fetch(`${baseURL}/demo/test-hooks/staff-lock?hotel=demo-kyoto&reservation_number=${number}`, { method: 'POST' });
  expect(locked.status).toBe(204);
  // the e-mailed link opened again, after the hotel's edit
  await page.goto(link);
  const update = reservation.locator('section[aria-labelledby="reservation-update-title"]');
  await expect(update).toContainText(
    /The hotel has made changes to this reservation, so it can no longer be changed or cancelled online\. Please call the hotel at \+81[-\d ]+\./,
  );
  const cancel = reservation.locator('section[aria-labelledby="reservation-cancel"]');
  await expect(cancel).toContainText('The hotel has made changes to this reservation, so it cannot be cancelled online. To cancel, please call the hotel:');
  await expect(cancel.getByRole('link', { name: /^\+81[-\d ]+$/ })).toHaveAttribute('href', /^tel:\+81\d+$/);
  await expect(reservation.getByRole('button', { name: 'Change dates or rooms' })).toHaveCount(0);
  await expect(reservation.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  await expect(reservation.getByRole('button', { name: 'Change guest names' })).toHaveCount(0);
  await update.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/update-locked.png' });
  await expectAccessible(page, 'a locked reservation');
});
