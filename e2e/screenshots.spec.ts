import { expect, test, type Page } from './test.ts';
import { LOCALES } from '../shared/constants.ts';
import { chooseFirstOffer, openResults, widgetUrl } from './standalone.ts';

const DIR = 'test-results/screenshots';

/** Nothing may stick out sideways: no horizontal scroll and no text clipped by its box. */
async function expectNothingCutOff(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const style = getComputedStyle(el);
      // screen-reader-only text is clipped on purpose
      if (el.children.length > 0 || !el.textContent?.trim() || style.overflow === 'visible' || el.closest('.visually-hidden')) continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`clipped: ${el.tagName.toLowerCase()}.${el.className} “${el.textContent.trim().slice(0, 40)}”`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

for (const locale of LOCALES) {
  test(`results and guest details at phone width in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openResults(page, locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectNothingCutOff(page);
    await page.screenshot({ path: `${DIR}/${locale}-phone-results.png`, fullPage: true });
    await chooseFirstOffer(page);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNothingCutOff(page);
    await page.screenshot({ path: `${DIR}/${locale}-phone-guest-detail.png`, fullPage: true });
  });
}

for (const locale of ['en', 'ja', 'ar']) {
  test(`the search form's dates and guests lines, and the guests chooser open, at phone width in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // the demo Taipei asks each child's meal and bed and has caregivers: the fullest chooser
    await page.goto(widgetUrl('/booking/result', locale, { code: 'demo-taipei' }));
    const form = page.locator('form.search-form');
    await expect(form.locator('#guests-button')).toBeVisible();
    // one line each for the dates and the guests, and no select on the first screen
    await expect(form.locator('select')).toHaveCount(0);
    await expectNothingCutOff(page);
    await page.screenshot({ path: `${DIR}/${locale}-phone-search-form.png` });
    await form.locator('#guests-button').click();
    await expect(page.locator('.guests-chooser')).toBeVisible();
    await page.locator('#field-kids-A button').nth(1).click();
    await page.locator('.search-accessibility summary').click();
    await expect(page.locator('#field-kids-A-meal-bed-1')).toBeVisible();
    await expectNothingCutOff(page);
    await page.locator('.guests-chooser').screenshot({ path: `${DIR}/${locale}-phone-guests-chooser.png` });
  });
}

test('results and guest details at desktop width in Arabic, mirrored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openResults(page, 'ar');
  // right to left: the room's name (its text, not its block) sits against the right edge of its card
  const gaps = await page
    .locator('.room-card')
    .first()
    .evaluate((card) => {
      const range = document.createRange();
      range.selectNodeContents(card.querySelector('.room-name')!);
      const text = range.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      return { left: text.left - box.left, right: box.right - text.right };
    });
  expect(gaps.right).toBeLessThan(gaps.left);
  await expectNothingCutOff(page);
  await page.screenshot({ path: `${DIR}/ar-desktop-results.png`, fullPage: true });
  await chooseFirstOffer(page);
  await page.screenshot({ path: `${DIR}/ar-desktop-guest-detail.png`, fullPage: true });
});
