import { expectAccessible } from './axe.ts';
import { expect, type FrameLocator, type Page, test } from './test.ts';
import { crossSiteHost, hotelPage } from './cross-site.ts';
import { widgetUrl } from './standalone.ts';
import { frameHeightGap, widget } from './support.ts';

/**
 * The membership screens (issue 14): axe WCAG 2.2 AA in en, ja and ar, each screen on its own,
 * the sign-up form with its errors and the member menu open; and screenshots of each at phone
 * width (390x844) on a hotel's page of another site, in `test-results/screenshots/member-*.png`.
 */

const DIR = 'test-results/screenshots';

/** Each screen, by path, as a guest reaches it (the two e-mailed links with a token nobody issued). */
const SCREENS = [
  ['sign-in', '/sign-in', {}],
  ['sign-up', '/sign-up', {}],
  ['sign-up-result', '/sign-up-result', {}],
  ['sign-up-done', '/sign-up-done', {}],
  ['member-confirmation-expired', '/member-confirmation', { confirmation_token: 'unknown-token-0123456789' }],
  ['resend-confirmation', '/resend-confirmation-email', {}],
  ['forgot-password', '/forgot-password', {}],
  ['change-password', '/change-password', { reset_password_token: 'unknown-token-0123456789' }],
] as const;

for (const locale of ['en', 'ja', 'ar']) {
  test(`the membership screens pass axe WCAG 2.2 AA in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const [name, path, query] of SCREENS) {
      await page.goto(widgetUrl(path, locale, query));
      await expect(page.locator('main h1')).toBeVisible();
      await expectAccessible(page, name);
    }
    await page.goto(widgetUrl('/sign-up', locale));
    await page.locator('form.member-form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'sign-up with errors');
    await page.locator('.login-menu-button').click();
    await expect(page.locator('.login-menu-list')).toBeVisible();
    await expectAccessible(page, 'member menu');
  });
}

const hotelSite = crossSiteHost();

async function shoot(host: Page, frame: FrameLocator, name: string) {
  await expect(frame.locator('main h1')).toBeVisible();
  // the inline frame has followed the page's height (a long form draws nothing until it has)
  await expect.poll(() => frameHeightGap(host)).toBeLessThan(2);
  await host.waitForTimeout(200);
  await host.screenshot({ path: `${DIR}/member-${name}-phone.png`, fullPage: true });
}

test('screenshots of the membership screens at phone width on a hotel page of another site', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const host = await context.newPage();
  for (const [name, path, query] of SCREENS) {
    const link = `${path}?${new URLSearchParams(query)}`;
    hotelSite.serve(hotelPage(`<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto"></script>`));
    await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent(link)}`);
    await shoot(host, widget(host), name);
  }
  // the sign-up form in Japanese (last name first, kana) and Arabic (right to left)
  for (const locale of ['ja', 'ar']) {
    hotelSite.serve(hotelPage(`<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto" data-locale="${locale}"></script>`));
    await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/sign-up')}`);
    await shoot(host, widget(host), `sign-up-${locale}`);
  }
  hotelSite.serve(hotelPage(`<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto"></script>`));
  await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/change-password?reset_password_token=unknown-token-0123456789')}`);
  const frame = widget(host);
  await expect(frame.locator('main h1')).toBeVisible();
  await frame.locator('form.member-form button[type="submit"]').click();
  await expect(frame.locator('[aria-invalid="true"]').first()).toBeVisible();
  await shoot(host, frame, 'change-password-errors');
  await frame.locator('.login-menu-button').click();
  await expect(frame.locator('.login-menu-list')).toBeVisible();
  await shoot(host, frame, 'menu-open');
  await context.close();
});

test('screenshots of the sign-in page with the OpenID provider’s button at phone width, in en, ja and ar, and its refusal', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const host = await context.newPage();
  for (const locale of ['en', 'ja', 'ar']) {
    hotelSite.serve(hotelPage(`<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto" data-locale="${locale}"></script>`));
    await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/sign-in')}`);
    const frame = widget(host);
    await expect(frame.locator('.open-id-button')).toBeVisible();
    await shoot(host, frame, `sign-in-open-id-${locale}`);
  }
  // the pop-up refused at the provider: the server's words and the way on
  const frame = widget(host);
  const popup = host.waitForEvent('popup');
  await frame.locator('.open-id-button').click();
  const provider = await popup;
  await provider.getByRole('button', { name: 'Cancel' }).click();
  await expect(frame.locator('.open-id .notice-error')).toBeVisible();
  await shoot(host, frame, 'sign-in-open-id-refused-ar');
  await context.close();
});
