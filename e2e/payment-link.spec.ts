import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, openSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from './axe.ts';
import type { FrameLocator, Page } from './test.ts';
import { expect, newRecordedPage, test } from './recorded-requests.ts';

/**
 * Payment links end to end: staff make links with `npm run payment-link`, a front desk screen
 * shows one's QR code, a guest opens the address it holds and pays in the sandbox gateway's
 * fields, framed from another site (widget on localhost, gateway on 127.0.0.1), with 3-D Secure
 * framed or top-level. The links are made before a server of this file's own starts (PGlite
 * takes one process), on ports nobody else uses.
 */

const DIR = 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let server: ChildProcess | undefined;
let base = '';
const links: Record<'qr' | 'retry' | 'arabic' | 'cancelled' | 'completed', string> = { qr: '', retry: '', arabic: '', cancelled: '', completed: '' };
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A loopback port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function command(env: NodeJS.ProcessEnv, args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', ...args], { cwd: ROOT, env, encoding: 'utf8' });
}
function makeLink(env: NodeJS.ProcessEnv, amount: string, description: string): string {
  const out = command(env, [
    'server/payment-link-command.ts',
    '--hotel',
    'demo-kyoto',
    '--amount',
    amount,
    '--description',
    description,
    '--expires-in-days',
    '7',
  ]);
  return /Payment link (PL[A-Z2-9]{16})/.exec(out)![1]!;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'yado-pay-links-'));
  // the card-number scan after the run reads this server's database and log too (card-number-scan.ts)
  const scanDir = process.env.E2E_SCAN_DIR!;
  appendFileSync(join(scanDir, 'databases.txt'), `${dataDir}\n`);
  const log = openSync(join(scanDir, `payment-link-server-${port}.log`), 'a');
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    GATEWAY_PORT: String(await freePort()),
    PUBLIC_URL: `http://localhost:${port}`,
    YADO_DEMO: 'true',
  };
  command(env, ['server/seed-demo.ts']);
  links.qr = makeLink(env, '12000', 'Dinner for two');
  links.retry = makeLink(env, '5000', 'Late check-out');
  links.arabic = makeLink(env, '15000', 'Room upgrade');
  links.cancelled = makeLink(env, '3000', 'Airport transfer');
  links.completed = makeLink(env, '8000', 'Spa');
  command(env, ['server/payment-link-command.ts', '--cancel', links.cancelled]);
  command(env, ['server/payment-link-command.ts', '--complete', links.completed]);
  server = spawn('node', ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  base = `http://localhost:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200);
});
test.afterAll(() => {
  server?.kill();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${DIR}/payment-link-${name}.png`, fullPage: true });
}
async function typeCard(fields: FrameLocator, number: string) {
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry month (MM)').fill('12');
  await fields.getByLabel('Expiry year (YY)').fill('30');
  await fields.getByLabel('Security code').fill('123');
  await fields.getByRole('button', { name: 'Use this card' }).click();
}
const cardFields = (page: Page) => page.frameLocator('iframe[title="Secure card form of our payment provider"]');

test('a guest pays a link from its QR code on the front desk screen, with a framed 3-D Secure challenge', async ({ browser }) => {
  // axe wants pages of a context of their own; the desk and the guest's phone are two devices anyway
  const desk = await newRecordedPage(browser, { viewport: DESKTOP });
  await desk.goto(`${base}/widget/payments/${links.qr}/display?locale=en`);
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Scan to pay \u2068¥12,000\u2069');
  const image = desk.getByRole('img', { name: /QR code of the payment link for \u2068¥12,000\u2069 at/ });
  await expect(image).toBeVisible();
  // the code shown is the code of the link's page
  const qr = (await (await fetch(`${base}/api/v1/qr_codes?qr_code=${links.qr}`)).json()) as { data: { url: string; svg: string } };
  expect(decodeURIComponent((await image.getAttribute('src'))!)).toBe(`data:image/svg+xml;charset=utf-8,${qr.data.svg}`);
  expect(qr.data.url).toBe(`${base}/widget/payments/${links.qr}`);
  await expectAccessible(desk, 'QR page');
  await shoot(desk, 'display-open-desktop');

  const phone = await newRecordedPage(browser, { viewport: PHONE });
  await phone.goto(`${qr.data.url}?locale=en`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(/^Payment request from /);
  await expect(phone.locator('.header')).toBeHidden();
  await expectAccessible(phone, 'link page');
  await shoot(phone, 'open-phone');
  await phone.getByRole('button', { name: 'Pay ¥12,000 by card' }).click();
  const fields = cardFields(phone);
  await expect(fields.getByLabel('Card number')).toBeVisible();
  await expectAccessible(phone, 'card fields');
  await shoot(phone, 'card-phone');
  await typeCard(fields, '4000 0000 0000 3220');
  const challenge = phone.frameLocator('iframe[title="Security check of your card issuer"]');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Thank you, your payment is complete');
  await expectAccessible(phone, 'paid');
  await shoot(phone, 'paid-phone');

  // the screen at the desk sees it within its refresh
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('This payment has already been made', { timeout: 20_000 });
  await expect(desk.getByRole('img')).toHaveCount(0);
  await shoot(desk, 'display-paid-desktop');
  // a later visit of the guest's page
  await phone.goto(`${qr.data.url}?locale=en`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('This payment has already been made');
  await shoot(phone, 'already-paid-phone');
  // the desk's screen refreshes on a timer: nothing of this test goes on running beside the next ones
  await desk.context().close();
  await phone.context().close();
});

test('a declined card says failed, and another card pays through a top-level 3-D Secure step and back', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // the old link form of the spec: triplaPaymentNo opens the link's page, keeping the query
  await page.goto(`${base}/widget/?triplaPaymentNo=${links.retry}&locale=en`);
  await expect(page).toHaveURL(`${base}/widget/payments/${links.retry}?triplaPaymentNo=${links.retry}&locale=en`);
  // by keyboard: Enter on Pay, and focus lands on the card step's heading
  await page.getByRole('button', { name: 'Pay ¥5,000 by card' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeFocused();
  await typeCard(cardFields(page), '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expectAccessible(page, 'failed');
  await shoot(page, 'failed-desktop');
  await page.setViewportSize(PHONE);
  await shoot(page, 'failed-phone');

  await page.getByRole('button', { name: 'Try again' }).click();
  await typeCard(cardFields(page), '4000 0000 0000 3220');
  await page.getByRole('link', { name: 'Open the check in this window instead' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(new RegExp(`/widget/payments/${links.retry}\\?locale=en&payment_id=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your payment is complete');
  await page.setViewportSize(DESKTOP);
  await shoot(page, 'paid-desktop');
});

test('each other state says so with its next step, at phone and desktop width, in English and Arabic', async ({ page }) => {
  const states: Array<[string, string, string]> = [
    ['cancelled', links.cancelled, 'This payment link is no longer valid'],
    ['completed', links.completed, 'This payment has been settled'],
    ['not-found', 'PLZZZZZZZZZZZZZZZZ', 'We could not find this payment link'],
  ];
  for (const [name, number, heading] of states) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${base}/widget/payments/${number}?locale=en`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('button')).toHaveCount(0);
      await shoot(page, `${name}-${size}`);
    }
    await expectAccessible(page, name);
  }
  // a refund is made by staff at the gateway: its page as the server says it
  await page.route(`**/api/v1/payment_links/${links.completed}`, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { state: string } };
    await route.fulfill({ response: answer, json: { data: { ...body.data, state: 'refunded' } } });
  });
  await page.goto(`${base}/widget/payments/${links.completed}?locale=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment has been refunded');
  await shoot(page, 'refunded-desktop');

  await page.unroute(`**/api/v1/payment_links/${links.completed}`);
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/widget/payments/${links.arabic}?locale=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^طلب دفع من /);
  await expectAccessible(page, 'link page in Arabic');
  await shoot(page, 'open-phone-ar');
  await page.goto(`${base}/widget/payments/${links.arabic}/display?locale=ar`);
  await expect(page.getByRole('img')).toBeVisible();
  await shoot(page, 'display-open-phone-ar');
  await page.goto(`${base}/widget/payments/${links.cancelled}/display?locale=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رابط الدفع هذا لم يعد صالحًا');
  await expectAccessible(page, 'QR page in Arabic');
  await shoot(page, 'display-cancelled-phone-ar');
});
