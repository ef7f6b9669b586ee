import { expect, test } from '@playwright/test';
import { hotelDate, widget } from './support.ts';

test('a deep link with search parameters opens the results it describes, and they stay in the URL', async ({ page }) => {
  const checkin = hotelDate(30);
  const checkout = hotelDate(32);
  const search = new URLSearchParams({
    checkin, checkout, adults: '2', kids_tiers: JSON.stringify([{ code: 'A', count: 1 }]), type: 'plans', order: 'price_high_to_low',
  });
  await page.goto(`/?open_widget=${encodeURIComponent(`/booking/result?${search}`)}`);
  const frame = widget(page);
  await expect(frame.getByLabel('Check-in', { exact: true })).toHaveValue(checkin);
  await expect(frame.getByLabel('Check-out', { exact: true })).toHaveValue(checkout);
  await expect(frame.getByLabel('Adults', { exact: true })).toHaveValue('2');
  await expect(frame.getByLabel(/School-age children/)).toHaveValue('1');
  await expect(frame.getByLabel('Sort by')).toHaveValue('price_high_to_low');
  // plans view: the breakfast plan of the dearest room comes first when sorted high to low
  await expect(frame.locator('.plan-card').first()).toBeVisible();
  const totals = await frame.locator('.plan-card').first().locator('.offer-total strong').allInnerTexts();
  const amounts = totals.map((t) => Number(t.replace(/[^\d]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  const url = new URL(await frame.locator('body').evaluate(() => location.href));
  expect(url.searchParams.get('type')).toBe('plans');
  expect(url.searchParams.get('checkin')).toBe(checkin);
  expect(JSON.parse(url.searchParams.get('kids_tiers')!)).toEqual([{ code: 'A', count: 1 }]);
});

test('invalid JSON in a deep link falls back to the defaults instead of failing', async ({ page }) => {
  await page.goto(`/?open_widget=${encodeURIComponent('/booking/result?kids_tiers=%7Bnot-json&adults=zero')}`);
  const frame = widget(page);
  await expect(frame.getByLabel('Adults', { exact: true })).toHaveValue('2');
  await expect(frame.locator('.room-card').first()).toBeVisible();
});
