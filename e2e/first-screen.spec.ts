import { expect, test } from './test.ts';
import { recordWidgetShifts, widget, widgetShifts } from './support.ts';

for (const viewport of [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`on ${viewport.name}, the widget shows its header with the form and moves nothing it has shown while the first results arrive`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordWidgetShifts(page);
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.frame().url().includes('/widget/')) widgetRequests.push(new URL(request.url()).pathname);
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/');
    const frame = widget(page);
    await expect(frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    // the page carried the settings, the first text and the first screen's stylesheet: none was asked for
    expect(widgetRequests.filter((path) => path.endsWith('/settings/booking_widget') || /\/assets\/(widget-|first-.*\.css)/.test(path))).toEqual([]);
    // the stylesheet in the page applies under the page's CSP (allowed by its hash)
    expect(await frame.locator('.search-form').evaluate((form) => getComputedStyle(form).borderRadius)).not.toBe('0px');
    expect(refused).toEqual([]);
    await expect(frame.locator('.header-name')).not.toBeEmpty();
    await expect(frame.locator('.room-card').first()).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Cancellation policy' })).toBeVisible();
    // a shift still being reported arrives within a frame or two
    await page.waitForTimeout(300);
    expect(await widgetShifts(page)).toEqual([]);
  });
}

test('the hotel notices arriving after the results move none of the results the guest already sees', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordWidgetShifts(page);
  // the notices answer well after the rooms: the order a busy server or network can give
  await page.route(/\/hotels\/[^/]+\/notifications/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/');
  const frame = widget(page);
  await expect(frame.locator('.notice-item').first()).toBeVisible();
  await expect(frame.locator('.room-card').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await widgetShifts(page)).toEqual([]);
});
