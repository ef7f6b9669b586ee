import { expectAccessible } from './axe.ts';
import { expect, test } from './test.ts';
import { chooseFirstOffer, fillGuest, openResults, widgetUrl } from './standalone.ts';
import { hotelDate } from './support.ts';

for (const locale of ['en', 'ja', 'ar']) {
  test(`every screen passes axe WCAG 2.2 AA in ${locale}`, async ({ page }) => {
    // a dozen screens, each checked by axe: more than the default minute on a busy machine
    test.setTimeout(150_000);
    await page.goto(widgetUrl('/booking/result', locale));
    await expect(page.locator('form.search-form')).toBeVisible();
    await expectAccessible(page, 'search');

    await openResults(page, locale);
    await expectAccessible(page, 'results');

    await chooseFirstOffer(page);
    await expectAccessible(page, 'guest detail');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'guest detail with errors');

    await fillGuest(page);
    await expect(page).toHaveURL(/step=confirm/);
    await expectAccessible(page, 'confirmation step');

    await page.locator('.book-action button').click();
    await expect(page).toHaveURL(/reservation\/confirmation\//);
    await expect(
      page
        .locator('main')
        .getByText(/YD[A-Z0-9]{8}/)
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'reservation confirmation');

    await page.locator('main button.button-danger').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'cancel dialog');
    await page.keyboard.press('Escape');

    await page.goto(widgetUrl('/search', locale));
    await expect(page.locator('main h1')).toBeVisible();
    await expectAccessible(page, 'reservation lookup');

    await page.goto(widgetUrl('/503', locale));
    await expect(page.locator('main h1')).toBeVisible();
    await expectAccessible(page, '503');

    await page.goto(widgetUrl('/no-such-page', locale));
    await expect(page.locator('main h1')).toBeVisible();
    await expectAccessible(page, '404');
  });
}

for (const locale of ['en', 'ja', 'ar']) {
  test(`the guests chooser passes axe WCAG 2.2 AA in ${locale}`, async ({ page }) => {
    // the demo Taipei asks each child's meal and bed and has caregivers: every kind of field
    await page.goto(widgetUrl('/booking/result', locale, { code: 'demo-taipei' }));
    await page.locator('#guests-button').click();
    await expect(page.locator('.guests-chooser')).toBeVisible();
    await page.locator('#field-kids-A button').nth(1).click();
    await page.locator('.search-accessibility summary').click();
    await expect(page.locator('#field-kids-A-meal-bed-1')).toBeVisible();
    await expectAccessible(page, 'guests chooser');
  });
}

for (const locale of ['en', 'ar']) {
  test(`on a phone the results of two rooms and checkout with the summary bar pass axe in ${locale}`, async ({ page }) => {
    // two long pages checked by axe: more than the default minute on a busy machine
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const rooms = JSON.stringify([
      { adults: 2, kids_tiers: [] },
      { adults: 1, kids_tiers: [] },
    ]);
    // dates no other test books, so both rooms can be of one kind; both on one plan (a reservation
    // takes one cancellation policy): the first room type's second offer, sorted by price, is its
    // room-only plan, which takes several rooms
    await page.goto(widgetUrl('/booking/result', locale, { checkin: hotelDate(50), checkout: hotelDate(52), rooms }));
    const select = page.locator('.room-card').first().locator('.offer-choice').nth(1).locator('.button-primary');
    await select.click();
    await expect(page.locator('.summary-bar')).toBeVisible();
    await expectAccessible(page, 'results of two rooms, one chosen');
    await select.click();
    await expect(page.locator('.summary-bar button')).toBeEnabled();
    await page.locator('.summary-bar button').click();
    await expect(page.locator('form input[type="email"]').first()).toBeVisible();
    await expect(page.locator('.summary-bar')).toBeVisible();
    await expectAccessible(page, 'guest details with the summary bar');
  });
}

test('the host pages with the loader pass axe, with the panel closed and open', async ({ page }) => {
  await page.goto('/button.html');
  await expectAccessible(page, 'host page with the floating button');
  await page.locator('.yado-ldr-button').click();
  await expect(page.frameLocator('iframe').locator('form.search-form')).toBeVisible();
  await expectAccessible(page, 'host page with the panel open');
});
