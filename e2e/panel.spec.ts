import { crossSiteHost, hotelPage } from './cross-site.ts';
import { expect, type Page, test } from './test.ts';
import { widget } from './support.ts';

/** A hotel's page on another site with the floating button (button mode), recording what the host hears. */
function hostPage(loaderUrl: string): string {
  return hotelPage(`<main><h1>Hotel Sakura</h1><p style="height:1500px">Rooms, breakfast and how to get here.</p></main>
<script>
  window.opened = 0;
  window.yado = [['on', 'booking-widget-opened', () => opened++]];
</script>
<script async src="${loaderUrl}" data-hotel-code="demo-kyoto" data-mode="button"></script>`);
}

const hotelSite = crossSiteHost();

const openings = (host: Page) => host.evaluate(() => (window as unknown as { opened: number }).opened);

test('opened with Enter, the panel takes focus, tells the host each time and warns of nothing', async ({ page: host, baseURL }) => {
  hotelSite.serve(hostPage(`${baseURL}/loader.js`));
  const warnings: string[] = [];
  host.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await host.goto(hotelSite.url());
  const button = host.locator('.yado-ldr-button');
  await button.focus();
  await host.keyboard.press('Enter');
  const frame = widget(host);
  // focus went into the panel, onto the widget's page heading
  await expect(frame.getByRole('heading', { level: 1 })).toBeFocused();
  await expect.poll(() => openings(host)).toBe(1);
  await host.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await host.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { level: 1 })).toBeFocused();
  await expect.poll(() => openings(host)).toBe(2);
  expect(warnings.filter((text) => /postMessage|target origin/i.test(text))).toEqual([]);
});

test('on a desktop the page behind the panel is dimmed', async ({ page: host, baseURL }) => {
  hotelSite.serve(hostPage(`${baseURL}/loader.js`));
  await host.setViewportSize({ width: 1280, height: 800 });
  await host.goto(hotelSite.url());
  await host.locator('.yado-ldr-button').click();
  const panel = host.getByRole('dialog');
  await expect(panel).toBeVisible();
  // a point left of the panel, on the hotel's own page, is drawn darker than the page's white
  const shade = await panel.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), colour: style.outlineColor };
  });
  expect(shade.outline).toBe('solid');
  expect(shade.width).toBeGreaterThanOrEqual(1280 - 440);
  expect(shade.colour).toMatch(/rgba\(0, 0, 0, 0\.\d+\)/);
});

test('on a phone the panel’s header and close button stay in view while the guest scrolls the results', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const host = await context.newPage();
  hotelSite.serve(hostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  await host.locator('.yado-ldr-button').tap();
  const frame = widget(host);
  await expect(frame.locator('.room-card').first()).toBeVisible();
  await frame.locator('body').evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => frame.locator('body').evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // exact: a notice's own button ("Hide the notice: The hot spring is closed …") says close too
  const close = frame.getByRole('button', { name: 'Close', exact: true });
  const box = await close.boundingBox();
  expect(box, 'the close button is drawn').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  await close.tap();
  await expect(host.getByRole('dialog')).toBeHidden();
  await context.close();
});
