import { expect, test } from './test.ts';
import { expectAccessible } from './axe.ts';
import { checkoutTwoRooms, fillGuestOfTwoRooms, oneNightStay, reservationNumberOn, widget } from './support.ts';

test('a guest cancels one room of a two-room booking from the e-mailed link, its fee shown first, and keeps the other (phone width)', async ({
  page,
  context,
}) => {
  // two weeks ahead: a one-night stay the demo sells (not a Saturday arrival, not New Year)
  const stay = oneNightStay(14);
  const email = `room-cancel-${Date.now()}@example.com`;
  const frame = await checkoutTwoRooms(page, { ...stay, rooms: [{ adults: 2 }, { adults: 1 }] });
  await fillGuestOfTwoRooms(frame, email);
  await frame.getByRole('button', { name: 'Continue to confirmation' }).click();
  await frame.getByRole('button', { name: 'Book now' }).click();
  await expect(frame.getByText(/Thank you for booking/)).toBeVisible();
  const number = await reservationNumberOn(frame);

  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const link = await mailbox.locator('article.mail', { hasText: number }).locator('a.mail-link').first().getAttribute('href');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link!);
  const reservation = widget(page);
  const section = reservation.locator('section[aria-labelledby="reservation-cancel"]');
  await expect(section.getByRole('heading', { name: 'Cancel one room' })).toBeVisible();
  await expect(section).toContainText('Room 2: Deluxe Double');
  await section.screenshot({ path: 'test-results/room-cancellation-offer.png' });
  const price = reservation.locator('section[aria-labelledby="reservation-price"]');
  const totalOf = async () =>
    Number(
      (
        await price
          .locator('tr', { hasText: /^Total/ })
          .last()
          .innerText()
      ).replace(/[^\d]/g, ''),
    );
  const before = await totalOf();

  await section.getByRole('button', { name: 'Cancel room 2' }).click();
  const dialog = reservation.getByRole('dialog');
  await expect(dialog).toContainText('Cancel room 2 (Deluxe Double)?');
  await expect(dialog).toContainText(/Cancellation fee: free of charge|of the room's price/);
  await dialog.getByLabel('Reason for cancelling').selectOption({ label: 'Change of plans' });
  await expectAccessible(page, 'reservation page, cancelling one room', { include: 'iframe' });
  await page.screenshot({ path: 'test-results/room-cancellation-dialog.png' });
  await dialog.getByRole('button', { name: 'Cancel this room' }).click();
  await expect(dialog).toBeHidden();

  const details = reservation.locator('section[aria-labelledby="reservation-details"]');
  await expect(details).toContainText('Room 2 (Deluxe Double) is cancelled');
  await expect(reservation.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  expect(await totalOf()).toBeLessThan(before);
  await expect(section.getByRole('heading', { name: 'Cancel one room' })).toHaveCount(0);
  // the hotel's page hears of it (GA4, spec 1 §3 page category reservation_cancel)
  await expect(page.getByRole('list', { name: 'Widget events, newest first' })).toContainText(
    'ga4Event reservation_cancel {"page_category":"reservation_cancel"',
  );
  await expectAccessible(page, 'reservation page, one room cancelled', { include: 'iframe' });
  await details.screenshot({ path: 'test-results/room-cancellation-done.png' });

  // the e-mail says which room went
  await mailbox.reload();
  await expect(mailbox.locator('article.mail', { hasText: `A room of your reservation ${number}` })).toContainText('room 2 (Deluxe Double)');
  await mailbox.close();
});
