import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crossSiteHost, hotelPage } from './cross-site.ts';
import { bookingApi, checkoutPage, typeCardForToken } from './payment-support.ts';
import { expect, test } from './recorded-requests.ts';
import { oneNightStay, widget } from './support.ts';

/**
 * Spec 1 §2 and §4 receipts: a reservation paid by card whose stay has ended (the stay-ended test
 * hook moves it to end today, server/demo/test-hooks.ts) downloads its receipt from the widget's
 * reservation page on the hotel's site, with the name the guest typed; the PDF is read with
 * pdftotext and drawn as an image with pdftoppm (poppler-utils, scripts/system-deps.mjs).
 */

const checkout = checkoutPage();
const hotelSite = crossSiteHost();
const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;

test('a guest downloads the receipt of a stay paid by card, with the name they chose, from the hotel’s site', async ({ page, baseURL }) => {
  test.skip(!hasPoppler, 'pdftotext is not installed (apt-get install -y poppler-utils)');
  const api = bookingApi(baseURL!);
  const reservation = await api.bookByCard(oneNightStay(5));
  const session = await api.openSession(reservation, checkout.url());
  const token = await typeCardForToken(page, checkout.url(), session.hosted_fields_url, '4242 4242 4242 4242');
  await api.confirm(reservation, session.transaction_id, token);
  await expect.poll(async () => (await api.sync(reservation, session.transaction_id)).data.state).toBe('paid');
  const ended = await fetch(`${baseURL}/demo/test-hooks/stay-ended?hotel=demo-kyoto&reservation_number=${reservation.reservation_number}`, { method: 'POST' });
  expect(ended.status).toBe(200);

  hotelSite.serve(hotelPage(`<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto"></script>`));
  const path = `/reservation/confirmation/${reservation.reservation_number}?bypass_token=${reservation.bypass_token}`;
  await page.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent(path)}`);
  const frame = widget(page);
  const receipt = frame.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByLabel('Name on the receipt')).toHaveValue('Hanako Yamada');
  await receipt.getByLabel('Name on the receipt').fill('Yado Trading Co., Ltd.');
  const download = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${reservation.reservation_number}-1.pdf`);
  const dir = mkdtempSync(join(tmpdir(), 'yado-receipt-'));
  const pdf = join(dir, 'receipt.pdf');
  await file.saveAs(pdf);
  await expect(receipt.getByRole('status')).toContainText('Your receipt is downloaded.');

  const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
  expect(text).toContain('Receipt');
  expect(text).toContain(`${reservation.reservation_number}-1`);
  expect(text).toContain('Yado Trading Co., Ltd.');
  expect(text).toMatch(new RegExp(`Amount received\\s+¥${reservation.total_price.toLocaleString('en')}`));
  expect(text).toContain('T9130001012345');
  expect(text).not.toContain('Reissued');
  // a page drawn as an image: one PNG of a real size
  spawnSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdf, join(dir, 'receipt')]);
  const png = readFileSync(join(dir, 'receipt.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(statSync(join(dir, 'receipt.png')).size).toBeGreaterThan(10_000);
  await test.info().attach('receipt.png', { path: join(dir, 'receipt.png'), contentType: 'image/png' });

  // a second download is a re-issue, stamped with its count
  await expect(receipt.getByText('You have downloaded this receipt before.')).toBeVisible();
  const second = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  expect((await second).suggestedFilename()).toBe(`receipt-${reservation.reservation_number}-2.pdf`);
  await (await second).saveAs(join(dir, 'again.pdf'));
  expect(spawnSync('pdftotext', ['-layout', join(dir, 'again.pdf'), '-'], { encoding: 'utf8' }).stdout).toContain('Reissued (1 time)');
});
