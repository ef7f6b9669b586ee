import { crossSiteHost, hotelPage, inHostViewport } from './cross-site.ts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { oneNightStay, widget, WORDS } from './support.ts';

/**
 * What the guest sees is the host page's viewport, not the iframe: an inline widget is as tall as
 * its content, and whatever it shows next must land inside the host's view (loader/inline.ts,
 * widget/lib/viewport.ts). Each check measures against the host page's viewport, before the test
 * touches the element (Playwright would scroll it into view itself).
 */
function hostPage(loaderUrl: string, above: number): string {
  return hotelPage(`<div style="height:${above}px;background:#eef">The hotel's own page: its photos, its story.</div>
<div id="booking"></div>
<p style="height:600px">How to get here.</p>
<script async src="${loaderUrl}" data-hotel-code="demo-kyoto" data-target="#booking"></script>`);
}

const hotelSite = crossSiteHost();

/** Whether the element's top is inside the host's viewport (the guest sees where it starts). */
async function topInView(host: Page, element: Locator): Promise<boolean> {
  const { top, viewport } = await inHostViewport(host, element);
  return top >= 0 && top < viewport;
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('on a phone, the results after a search and the next step start in the host page’s view', async ({ browser, baseURL }) => {
  const context = await browser.newContext(PHONE);
  const host = await context.newPage();
  hotelSite.serve(hostPage(`${baseURL}/loader.js`, 900));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  const w = WORDS.en;
  await expect(frame.locator('.room-card').first()).toBeAttached();
  // the guest scrolls to the widget and searches other dates: the form stays, the results are far below it
  const { checkin, checkout } = oneNightStay(20);
  await frame.locator('button.drp-trigger').click();
  const calendar = frame.getByRole('dialog');
  await expect(calendar).toBeVisible();
  for (const date of [checkin, checkout]) {
    const day = calendar.locator(`td[data-date="${date}"]`);
    while (!(await day.isVisible())) await calendar.locator('button.drp-nav').last().click();
    await day.click();
  }
  await frame.getByRole('button', { name: w.search, exact: true }).click();
  const results = frame.locator('section.results');
  await expect.poll(() => topInView(host, results), { message: 'the results in view after Search' }).toBe(true);
  await expect(frame.locator('.room-card').first()).toBeVisible();

  // choosing an offer opens the guest details: its heading, not the middle of the form, is what the guest sees
  await frame.getByRole('button', { name: new RegExp(`^${w.select}\\s+${w.room}, ${w.plan}$`) }).click();
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(/Find your room/);
  await expect.poll(() => topInView(host, heading), { message: 'the guest details’ heading in view' }).toBe(true);
  await context.close();
});

test('a deep link (an e-mailed link) brings the widget into the host page’s view', async ({ browser, baseURL }) => {
  const context = await browser.newContext(PHONE);
  const host = await context.newPage();
  hotelSite.serve(hostPage(`${baseURL}/loader.js`, 1400));
  const { checkin, checkout } = oneNightStay(25);
  await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent(`/booking/result?checkin=${checkin}&checkout=${checkout}`)}`);
  const frame = widget(host);
  await expect(frame.locator('.room-card').first()).toBeAttached();
  await expect.poll(() => topInView(host, frame.getByRole('heading', { level: 1 })), { message: 'the widget in view' }).toBe(true);
  await context.close();
});

// the calendar's focused day takes focus as it opens, and a focused element scrolls the host page too
test('the date picker opening below the part of the frame in view is brought into view', async ({ browser, baseURL }) => {
  const context = await browser.newContext(PHONE);
  const host = await context.newPage();
  hotelSite.serve(hostPage(`${baseURL}/loader.js`, 900));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  await expect(frame.locator('.room-card').first()).toBeAttached();
  // the dates button sits at the bottom edge of the host's view
  const trigger = frame.locator('button.drp-trigger');
  const { top } = await inHostViewport(host, trigger);
  await host.evaluate((by) => scrollBy(0, by), top - 844 + 60);
  await trigger.click();
  const calendar = frame.getByRole('dialog');
  await expect(calendar).toBeVisible();
  await expect
    .poll(
      async () => {
        const box = await inHostViewport(host, calendar);
        return box.top >= 0 && box.bottom <= box.viewport;
      },
      { message: 'the whole calendar in view' },
    )
    .toBe(true);
  await context.close();
});
