import { expect, test } from './test.ts';
import { expectAccessible } from './axe.ts';
import { chooseRoomAndFillGuest, oneNightStay, reservationNumberOn, searchStay, widget, WORDS } from './support.ts';

test('a guest adds a dinner to a booked stay from the e-mailed link, sees the new total and the saved extras (phone width)', async ({ page, context }) => {
  const w = WORDS.en;
  const email = `extras-${Date.now()}@example.com`;
  // ten days ahead: every demo extra is still open
  const { checkin, checkout } = oneNightStay(10);
  await page.goto('/');
  const frame = widget(page);
  await searchStay(frame, w, checkin, checkout);
  await chooseRoomAndFillGuest(frame, w, email);
  await frame.getByRole('button', { name: w.book }).click();
  await expect(frame.getByText(w.thanks)).toBeVisible();
  const number = await reservationNumberOn(frame);

  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const link = await mailbox.locator('article.mail', { hasText: number }).locator('a.mail-link').first().getAttribute('href');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link!);
  const reservation = widget(page);
  const section = reservation.locator('section[aria-labelledby="reservation-extras-title"]');
  await expect(section.getByRole('heading', { name: 'Extras' })).toBeVisible();
  await expect(section).toContainText('No extras yet.');
  const price = reservation.locator('section[aria-labelledby="reservation-price"]');
  const before = Number(
    (
      await price
        .locator('tr', { hasText: /^Total/ })
        .last()
        .innerText()
    ).replace(/[^\d]/g, ''),
  );

  await section.getByRole('button', { name: 'Change extras' }).click();
  await expect(section.getByRole('heading', { name: 'Change extras' })).toBeVisible();
  const dinner = section.getByRole('group', { name: /^Kaiseki dinner, / });
  await dinner.getByRole('button', { name: /one more$/ }).click();
  await dinner.getByRole('button', { name: /one more$/ }).click();
  const newTotal = section.locator('.extras-editor-total');
  await expect(newTotal).not.toContainText(before.toLocaleString('en'));
  const total = Number((await newTotal.innerText()).replace(/[^\d]/g, ''));
  // two dinners, 12,000 yen a weekday, 15,000 on Friday and Saturday
  expect([24_000, 30_000]).toContain(total - before);
  await expectAccessible(page, 'reservation page, extras form', { include: 'iframe' });
  await page.screenshot({ path: 'test-results/reservation-extras-form.png', fullPage: true });
  await section.screenshot({ path: 'test-results/reservation-extras-form-section.png' });

  await section.getByRole('button', { name: 'Save extras' }).click();
  await expect(section.getByText('Your extras are saved.')).toBeVisible();
  await expect(section).toContainText('Kaiseki dinner');
  await expect(section).toContainText('× 2');
  await expect(price).toContainText(total.toLocaleString('en'));
  // the hotel's page hears of the change (GA4, spec 1 §3 page category reservation_update)
  await expect(page.getByRole('list', { name: 'Widget events, newest first' })).toContainText(
    'ga4Event reservation_update {"page_category":"reservation_update"',
  );
  await expectAccessible(page, 'reservation page, extras saved', { include: 'iframe' });
  await page.screenshot({ path: 'test-results/reservation-extras-saved.png', fullPage: true });
  await section.screenshot({ path: 'test-results/reservation-extras-saved-section.png' });

  // the change e-mail tells the new total
  await mailbox.reload();
  await expect(mailbox.locator('article.mail', { hasText: number }).filter({ hasText: 'changed' }).first()).toContainText(total.toLocaleString('en'));
  await mailbox.close();
});
