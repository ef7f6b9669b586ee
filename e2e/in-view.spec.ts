import { crossSiteHost, hotelPage, inHostViewport } from './cross-site.ts';
import { expect, type Locator, type Page, test } from './test.ts';
import { chooseDays, oneNightStay, widget, WORDS } from './support.ts';

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

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The hotel's page with the floating button instead of an inline widget. */
const buttonPage = (loaderUrl: string) => hostPage(loaderUrl, 900).replace('data-target="#booking"', 'data-mode="button"');

for (const [device, options] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  for (const mode of ['inline', 'panel'] as const) {
    test(`on ${device}, ${mode}: each step of a booking starts in the host page’s view, the cancel dialog included`, async ({ browser, baseURL }) => {
      const context = await browser.newContext(options);
      const host = await context.newPage();
      hotelSite.serve(mode === 'inline' ? hostPage(`${baseURL}/loader.js`, 900) : buttonPage(`${baseURL}/loader.js`));
      await host.goto(hotelSite.url());
      if (mode === 'panel') await host.locator('.yado-ldr-button').click();
      const frame = widget(host);
      const w = WORDS.en;
      const inView = async (element: Locator, what: string) => expect.poll(() => topInView(host, element), { message: `${what} in view` }).toBe(true);
      await expect(frame.locator('.room-card').first()).toBeAttached();

      // the guest searches other dates: the results, not the form again
      const { checkin, checkout } = oneNightStay(20 + (mode === 'panel' ? 2 : 0) + (device === 'a phone' ? 4 : 0));
      await frame.locator('button.drp-trigger').click();
      await chooseDays(frame.getByRole('dialog'), [checkin, checkout]);
      await frame.getByRole('button', { name: w.search, exact: true }).click();
      await inView(frame.locator('section.results'), 'the results');
      await expect(frame.locator('.room-card').first()).toBeVisible();

      // an offer chosen: the guest details from their heading
      await frame.getByRole('button', { name: new RegExp(`^${w.select}\\s+${w.room}, ${w.plan}$`) }).click();
      const heading = frame.getByRole('heading', { level: 1 });
      await expect(heading).not.toHaveText(/Find your room/);
      await inView(heading, 'the guest details’ heading');

      // Continue with nothing filled in: the summary of what to fix
      // the form's own Continue (on a narrow frame the summary bar has one too, for the same form)
      await frame.locator('#guest-form').getByRole('button', { name: w.continue }).click();
      await inView(frame.locator('.error-summary'), 'the error summary');

      // `w` keeps the width's digits and the time's apart: 390-1795802328434 is a card number to the card-number scan
      const email = `in-view-${mode}-w${options.viewport.width}-${Date.now()}@example.com`;
      await frame.getByLabel(w.firstName, { exact: true }).fill('Hanako');
      await frame.getByLabel(w.lastName, { exact: true }).fill('Yamada');
      await frame.getByLabel(w.email, { exact: true }).fill(email);
      await frame.getByLabel(w.emailAgain, { exact: true }).fill(email);
      await frame.getByLabel(w.phone, { exact: true }).fill('090-1234-5678');
      // the form's own Continue (on a narrow frame the summary bar has one too, for the same form)
      await frame.locator('#guest-form').getByRole('button', { name: w.continue }).click();
      await expect(frame.getByRole('heading', { name: w.review })).toBeVisible();
      await inView(heading, 'the review’s heading');

      await frame.getByRole('button', { name: w.book }).click();
      await expect(frame.getByText(w.thanks)).toBeVisible();
      await inView(heading, 'the confirmation’s heading');

      // the cancel dialog opens where the guest looks, whole
      await frame.getByRole('button', { name: w.cancel }).click();
      const dialog = frame.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect
        .poll(
          async () => {
            const box = await inHostViewport(host, dialog);
            return box.top >= 0 && box.bottom <= box.viewport;
          },
          { message: 'the whole cancel dialog in view' },
        )
        .toBe(true);
      await context.close();
    });
  }
}

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

test('the date picker opening below the part of the frame in view is brought into view', async ({ browser, baseURL }) => {
  const context = await browser.newContext(PHONE);
  const host = await context.newPage();
  hotelSite.serve(hostPage(`${baseURL}/loader.js`, 900));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  await expect(frame.locator('.room-card').first()).toBeAttached();
  // the dates button sits halfway down the host's view: the calendar below it would run past the
  // bottom, although its focused day (which scrolls itself into view) is in sight
  const trigger = frame.locator('button.drp-trigger');
  const { top } = await inHostViewport(host, trigger);
  await host.evaluate((by) => scrollBy(0, by), top - 844 / 2);
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
