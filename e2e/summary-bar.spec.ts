import { crossSiteHost, hotelPage, inHostViewport } from './cross-site.ts';
import { type Browser, expect, type Locator, type Page, test } from './test.ts';
import { oneNightStay, widget } from './support.ts';

/**
 * On a phone the rooms chosen, the total and Continue stay at the bottom of what the guest sees
 * (widget/ui/summary-bar.tsx): inline, where the host page scrolls a frame as tall as the widget,
 * and in the floating panel, where the widget's own page scrolls. Positions are measured against
 * the HOST page's viewport, before the test touches the element (Playwright would scroll it into
 * view itself).
 */

/** The hotel's page with the widget inline, 600 px below its top. */
function inlinePage(loaderUrl: string): string {
  return hotelPage(`<div style="height:600px;background:#eef">The hotel's own page: its photos, its story.</div>
<div id="booking"></div>
<p style="height:600px">How to get here.</p>
<script async src="${loaderUrl}" data-hotel-code="demo-kyoto" data-target="#booking"></script>`);
}

/** The hotel's page with the floating button (button mode). */
function buttonPage(loaderUrl: string): string {
  return hotelPage(`<main><h1>Hotel Sakura</h1><p style="height:1500px">Rooms, breakfast and how to get here.</p></main>
<script async src="${loaderUrl}" data-hotel-code="demo-kyoto" data-mode="button"></script>`);
}

const hotelSite = crossSiteHost();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Two rooms for one night: the widget's path. */
function twoRooms(): string {
  const { checkin, checkout } = oneNightStay(30);
  const rooms = [
    { adults: 2, kids_tiers: [] },
    { adults: 1, kids_tiers: [] },
  ];
  return `/booking/result?${new URLSearchParams({ checkin, checkout, rooms: JSON.stringify(rooms) })}`;
}

/** Whether the element is wholly inside the host page's viewport. */
async function wholly(host: Page, element: Locator): Promise<boolean> {
  const box = await inHostViewport(host, element);
  return box.top >= 0 && box.bottom <= box.viewport;
}

/** A phone on the hotel's page, opened on the results of two rooms, the first room chosen. */
async function firstRoomChosen(browser: Browser, page: string) {
  const context = await browser.newContext(PHONE);
  const host = await context.newPage();
  hotelSite.serve(page);
  await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent(twoRooms())}`);
  const frame = widget(host);
  const bar = frame.locator('.summary-bar');
  await expect(frame.locator('.room-card').first()).toBeVisible();
  // held in place, unseen, until a room is chosen
  await expect(bar).toBeHidden();
  await frame.getByRole('button', { name: 'Select Standard Twin, Room only' }).click();
  await expect(bar).toBeVisible();
  return { context, host, frame, bar };
}

test('inline on a phone, after the first of two rooms is chosen, the bar’s total and Continue stay in the host page’s view as it scrolls', async ({
  browser,
  baseURL,
}) => {
  const { context, host, frame, bar } = await firstRoomChosen(browser, inlinePage(`${baseURL}/loader.js`));
  await expect(bar.locator('.summary-bar-status')).toHaveText('1 of 2 rooms chosen');
  const total = bar.locator('.summary-bar-total');
  const next = bar.getByRole('button', { name: 'Continue to checkout' });
  await expect(total).toContainText(/¥[\d,]+/);
  for (const by of [1200, 1800, -700]) {
    await host.evaluate((y) => scrollBy(0, y), by);
    await expect.poll(() => wholly(host, total), { message: `the total in view after scrolling ${by}px` }).toBe(true);
    await expect.poll(() => wholly(host, next), { message: `Continue in view after scrolling ${by}px` }).toBe(true);
    const { bottom, viewport } = await inHostViewport(host, bar);
    expect(viewport - bottom, 'at the bottom of what the guest sees').toBeLessThan(4);
  }
  // the second room, then the bar's Continue goes on, as the panel's does
  await frame.getByRole('button', { name: 'Select Deluxe Double, Room only' }).click();
  await expect(bar.locator('.summary-bar-status')).toHaveText('2 of 2 rooms chosen');
  await next.click();
  await expect(frame.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  // checkout: its bar holds the total and the step's button, and the button submits the form
  const checkoutBar = frame.locator('.summary-bar');
  await expect(checkoutBar.locator('.summary-bar-status')).toHaveText('2 rooms, 1 night');
  await host.evaluate(() => scrollBy(0, 900));
  const step = checkoutBar.getByRole('button', { name: 'Continue to confirmation' });
  await expect.poll(() => wholly(host, step), { message: 'the checkout bar’s button in view' }).toBe(true);
  await step.click();
  await expect(frame.locator('.error-summary')).toBeFocused();
  // a text field focused: the bar steps aside for the on-screen keyboard
  await frame.getByLabel('First name', { exact: true }).first().focus();
  await expect(checkoutBar).toBeHidden();
  await context.close();
});

test('in the floating panel on a phone, the bar’s total and Continue stay at the bottom as the guest scrolls the results', async ({ browser, baseURL }) => {
  const { context, frame, host, bar } = await firstRoomChosen(browser, buttonPage(`${baseURL}/loader.js`));
  for (const to of [1500, 4000, 2500]) {
    await frame.locator('body').evaluate((_, y) => window.scrollTo(0, y), to);
    for (const part of [bar.locator('.summary-bar-total'), bar.getByRole('button', { name: 'Continue to checkout' })]) {
      await expect.poll(() => wholly(host, part), { message: `in view at ${to}px` }).toBe(true);
    }
  }
  await context.close();
});

test('the bar’s button is reached with the keyboard', async ({ browser, baseURL }) => {
  const { context, host, frame } = await firstRoomChosen(browser, inlinePage(`${baseURL}/loader.js`));
  await frame.getByRole('button', { name: 'Select Deluxe Double, Room only' }).click();
  const next = frame.locator('.summary-bar').getByRole('button', { name: 'Continue to checkout' });
  // the panel's own Continue gives way to the bar's: from the panel's last Remove, the next Tab is the bar's
  await expect(frame.locator('.room-selection-continue')).toBeHidden();
  await frame.locator('.room-selection-item button').last().focus();
  await host.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await host.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  await context.close();
});
