import { expect, test, type Page } from './test.ts';
import { openResults } from './standalone.ts';
import { recordWidgetShifts, widgetShifts } from './support.ts';

/** How much of the gallery's frame a picture covers (1: all of it). */
const shownShare = (page: Page, alt: string) =>
  page
    .locator('.room-card')
    .first()
    .evaluate((card, wanted) => {
      const frame = card.querySelector('.room-gallery-track')!.getBoundingClientRect();
      const img = [...card.querySelectorAll('img')].find((i) => i.alt === wanted)!.getBoundingClientRect();
      return Math.max(0, Math.min(frame.right, img.right) - Math.max(frame.left, img.left)) / frame.width;
    }, alt);

test('the first room shows its first picture with its alt text, and pictures arriving late move nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordWidgetShifts(page);
  // the pictures answer only once the first room is in view, as on a slow network
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pictures = 0;
  await page.route(/\/media\/demo\//, async (route) => {
    pictures += 1;
    await held;
    await route.continue();
  });
  await openResults(page, 'en');
  const card = page.locator('.room-card').first();
  await card.evaluate((element) => element.scrollIntoView());
  const first = card.getByRole('img', { name: 'Illustration: two single beds beside a window' });
  await expect(first).toBeAttached();
  expect(await first.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
  await page.waitForTimeout(200);
  release();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(first).toBeInViewport();
  // only the pictures in view were asked for: the others wait until swiped to
  expect(pictures).toBeGreaterThan(0);
  expect(pictures).toBeLessThan(await page.locator('.room-gallery img').count());
  await page.waitForTimeout(300);
  expect(await widgetShifts(page)).toEqual([]);
});

for (const locale of ['en', 'ar'] as const) {
  test(`the gallery turns by its buttons and by keyboard at phone width in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openResults(page, locale);
    const card = page.locator('.room-card').first();
    const alts = await card.locator('.room-gallery img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).alt));
    expect(alts.length).toBeGreaterThanOrEqual(2);
    const position = card.locator('.room-gallery-position [aria-hidden="true"]');
    await expect(position).toHaveText(`1 / ${alts.length}`);
    await card.evaluate((element) => element.scrollIntoView());
    await page.screenshot({ path: `test-results/screenshots/${locale}-phone-room-photos.png` });
    const next = card.getByRole('button', { name: locale === 'ar' ? 'الصورة التالية' : 'Next photo' });
    // right to left, next sits on the left
    const [frame, button] = [await card.locator('.room-gallery').boundingBox(), await next.boundingBox()];
    expect(button!.x < frame!.x + frame!.width / 2).toBe(locale === 'ar');
    await next.click();
    await expect(position).toHaveText(`2 / ${alts.length}`);
    await expect.poll(() => shownShare(page, alts[1]!)).toBeGreaterThan(0.95);
    // keyboard: the previous button goes back
    await card.getByRole('button', { name: locale === 'ar' ? 'الصورة السابقة' : 'Previous photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(`1 / ${alts.length}`);
    await expect.poll(() => shownShare(page, alts[0]!)).toBeGreaterThan(0.95);
    // a swipe (the track scrolled) moves the position too
    await card
      .locator('.room-gallery-track')
      .evaluate((track) => track.scrollTo({ left: (getComputedStyle(track).direction === 'rtl' ? -1 : 1) * track.clientWidth, behavior: 'instant' }));
    await expect(position).toHaveText(`2 / ${alts.length}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('a picture is served as SVG that runs no script, kept a year', async ({ page, request }) => {
  await openResults(page, 'en');
  const src = await page.locator('.room-gallery img').first().getAttribute('src');
  const response = await request.get(src!);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
});
