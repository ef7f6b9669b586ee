import { expect, test, type Page } from '@playwright/test';
import { widget } from './support.ts';

/** Records, inside the widget's frame from its first paint, every layout shift the frame sees. */
async function recordFrameShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window === window.top || !location.pathname.startsWith('/widget/')) return;
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }>) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => `${source.node?.nodeName}.${(source.node as Element | null)?.className ?? ''}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const frameShifts = (page: Page) =>
  page
    .frames()
    .find((frame) => frame.url().includes('/widget/'))!
    .evaluate(() => (window as unknown as { shifts: Array<{ value: number; sources: string[] }> }).shifts);

for (const viewport of [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`on ${viewport.name}, the widget shows its header with the form and moves nothing it has shown while the first results arrive`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordFrameShifts(page);
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.frame().url().includes('/widget/')) widgetRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const frame = widget(page);
    await expect(frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    // the page carried the settings and the first text: neither was asked for
    expect(widgetRequests.filter((path) => path.endsWith('/settings/booking_widget') || /\/assets\/widget-/.test(path))).toEqual([]);
    await expect(frame.locator('.header-name')).not.toBeEmpty();
    await expect(frame.locator('.room-card').first()).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Cancellation policy' })).toBeVisible();
    // a shift still being reported arrives within a frame or two
    await page.waitForTimeout(300);
    expect(await frameShifts(page)).toEqual([]);
  });
}

test('the hotel notices arriving after the results move none of the results the guest already sees', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordFrameShifts(page);
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
  expect(await frameShifts(page)).toEqual([]);
});
