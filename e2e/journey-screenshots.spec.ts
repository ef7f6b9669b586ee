import { expect, test } from './test.ts';
import { crossSiteHost } from './cross-site.ts';
import { chooseDays, oneNightStay, widget } from './support.ts';

/**
 * What a guest on a phone sees of each step, in English, Japanese and Arabic: screenshots of the
 * HOST page's viewport (not the iframe alone), on a hotel page of another site with the inline
 * widget below the hotel's own content. Written to test-results/screenshots/journey-*.png for a
 * person to look at (e2e/README.md says what was checked); the steps find their elements by
 * structure, so every language runs the same journey.
 */
const DIR = 'test-results/screenshots';
const hotelSite = crossSiteHost();

function hostPage(loaderUrl: string, locale: string): string {
  return `<!doctype html>
<html lang="${locale === 'zh_Hant' ? 'zh-Hant' : locale}"${locale === 'ar' ? ' dir="rtl"' : ''}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hotel</title>
<style>body{margin:0;font-family:sans-serif} header{height:640px;background:linear-gradient(#2d4a6b,#8fb3d9);color:#fff;padding:24px}</style></head>
<body>
<header><h1>Hotel Sakura Kyoto</h1><p>Our rooms, our garden, our story.</p></header>
<div id="booking"></div>
<footer style="height:400px;padding:24px">Access · Contact</footer>
<script async src="${loaderUrl}" data-hotel-code="demo-kyoto" data-target="#booking" data-locale="${locale}"></script>
</body>
</html>`;
}

for (const locale of ['en', 'ja', 'ar'] as const) {
  test(`each step of a booking on a phone in ${locale}, as the host page shows it`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const host = await context.newPage();
    hotelSite.serve(hostPage(`${baseURL}/loader.js`, locale));
    await host.goto(hotelSite.url());
    const frame = widget(host);
    const shot = async (step: string) => {
      // a smooth scroll settles, a late notice or image arrives
      await host.waitForTimeout(700);
      await host.screenshot({ path: `${DIR}/journey-${locale}-${step}.png` });
    };
    await expect(frame.locator('.room-card').first()).toBeAttached();
    await frame.locator('button.drp-trigger').scrollIntoViewIfNeeded();
    await shot('1-form');

    const { checkin, checkout } = oneNightStay(30 + ['en', 'ja', 'ar'].indexOf(locale) * 3);
    await frame.locator('button.drp-trigger').click();
    const calendar = frame.locator('.drp-dialog');
    await expect(calendar).toBeVisible();
    await shot('2-calendar');
    await chooseDays(calendar, [checkin, checkout]);
    await frame.locator('form.search-form button[type="submit"]').click();
    await expect(frame.locator('.room-card').first()).toBeVisible();
    await shot('3-results');

    await frame.locator('.room-card .offer button').first().click();
    await expect(frame.locator('form input[type="email"]').first()).toBeVisible();
    await shot('4-guest-details');
    await frame.locator('form button[type="submit"]').last().click();
    await expect(frame.locator('.error-summary')).toBeVisible();
    await shot('5-errors');

    const email = `journey-${locale}-${Date.now()}@example.com`;
    const texts = frame.locator('form input[type="text"]');
    await texts.nth(0).fill('Hanako');
    await texts.nth(1).fill('Yamada');
    const emails = frame.locator('form input[type="email"]');
    await emails.nth(0).fill(email);
    await emails.nth(1).fill(email);
    await frame.locator('form input[type="tel"]').fill('090-1234-5678');
    await frame.locator('form button[type="submit"]').last().click();
    await expect(frame.locator('.error-summary')).toHaveCount(0);
    await expect(frame.locator('input[type="email"]')).toHaveCount(0);
    await shot('6-review');

    await frame.locator('main button[type="submit"], main .button-primary').last().click();
    await expect(frame.getByText(/YD[A-Z0-9]{8}/).first()).toBeVisible();
    await shot('7-confirmation');

    await frame.locator('main button.button-danger, main .cancel-reservation button').first().click();
    await expect(frame.getByRole('dialog')).toBeVisible();
    await shot('8-cancel-dialog');
    await context.close();
  });
}
