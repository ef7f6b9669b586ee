import { crossSiteHost } from './cross-site.ts';
import { expect, type Page, test } from './test.ts';
import { frameHeightGap, widget } from './support.ts';

/**
 * A hotel's page on another site than the widget server (127.0.0.1 against localhost), as a
 * hotel's own site is: `above` is the height of the hotel's content above the widget's spot,
 * `reserve` the spot's min-height (loader/README.md, Layout shift).
 */
function hostPage(loaderUrl: string, { above, reserve }: { above: number; reserve?: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hotel</title></head>
<body style="margin:0">
<div style="height:${above}px">The hotel's own page</div>
<div id="booking"${reserve ? ` style="min-height:${reserve}"` : ''}></div>
<p id="below" style="height:400px">Rooms, breakfast and how to get here.</p>
<script>
  window.seen = [];
  window.shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  window.yado = [['on', 'ready', () => seen.push('ready')], ['on', 'interactive', () => seen.push('interactive')]];
</script>
<script async src="${loaderUrl}" data-hotel-code="demo-kyoto" data-target="#booking"></script>
</body>
</html>`;
}

const hotelSite = crossSiteHost();

const seen = (host: Page) => host.evaluate(() => (window as unknown as { seen: string[] }).seen);
const layoutShift = (host: Page) => host.evaluate(() => (window as unknown as { shift: number }).shift);

test('the loader emits interactive once the search form takes input, after ready', async ({ page: host, baseURL }) => {
  hotelSite.serve(hostPage(`${baseURL}/loader.js`, { above: 100, reserve: 'max(600px, 100vh)' }));
  await host.goto(hotelSite.url());
  await expect.poll(() => seen(host)).toEqual(['ready', 'interactive']);
  const frame = widget(host);
  await expect(frame.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  await expect(frame.locator('.drp-trigger')).toBeVisible();
});

test('an inline widget in a reserved spot moves nothing on the host page, its results included', async ({ page: host, baseURL }) => {
  hotelSite.serve(hostPage(`${baseURL}/loader.js`, { above: 100, reserve: 'max(600px, 100vh)' }));
  await host.goto(hotelSite.url());
  await expect.poll(() => seen(host)).toContain('interactive');
  await expect(widget(host).locator('.room-card').first()).toBeVisible();
  const frameHeight = () => host.locator('iframe').evaluate((element) => element.getBoundingClientRect().height);
  // the results have made the frame taller than its reservation: it grew below the fold
  await expect.poll(frameHeight).toBeGreaterThan(host.viewportSize()!.height);
  expect(await layoutShift(host)).toBe(0);
});

test('an inline widget below the fold on a phone has its real height before the guest scrolls to it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true });
  const host = await context.newPage();
  hotelSite.serve(hostPage(`${baseURL}/loader.js`, { above: 1500 }));
  await host.goto(hotelSite.url());
  await expect.poll(() => seen(host)).toContain('interactive');
  await expect(widget(host).locator('.room-card').first()).toBeAttached();
  // off screen, the frame is not drawn: its height still follows the widget's content
  await expect.poll(() => frameHeightGap(host)).toBeLessThan(2);
  expect(await host.evaluate(() => scrollY)).toBe(0);
  expect(await layoutShift(host)).toBe(0);
  await context.close();
});
