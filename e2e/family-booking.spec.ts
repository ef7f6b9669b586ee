import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type FrameLocator } from './test.ts';
import { checkoutTwoRooms, fillGuestOfTwoRooms, hotelDate, reservationNumberOn } from './support.ts';

/** A check-in about three weeks ahead, away from the New Year days the demo hotel closes to arrival. */
function familyCheckin(): string {
  for (let days = 20; ; days++) {
    const date = hotelDate(days);
    const monthDay = date.slice(5);
    if (monthDay < '12-28' && monthDay > '01-04') return date;
  }
}

/** The calendar date `days` after `iso`. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A tiny valid PNG (1×1 pixel): the server checks uploads by their first bytes. */
function passportPhoto(): string {
  const path = join(tmpdir(), 'yado-e2e-passport.png');
  writeFileSync(path, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
  return path;
}

/** The price breakdown's rows (not the coupon's own table), as the guest reads them. */
async function priceRows(frame: FrameLocator): Promise<string[]> {
  const table = frame.locator('table.price-table:not(.coupon-lines)').first();
  await expect(table).toBeVisible();
  return (await table.locator('tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

test('a family books two rooms with children of two tiers, a dated extra, an answered question with a file and a coupon; the confirmation matches the checkout line by line', async ({
  page,
  context,
}) => {
  const checkin = familyCheckin();
  const checkout = addDays(checkin, 2);
  const email = `family-${Date.now()}@example.com`;
  const rooms = [
    { adults: 2, kids_tiers: [{ code: 'A', count: 1 }] },
    { adults: 1, kids_tiers: [{ code: 'B', count: 1 }] },
  ];
  // one room type and plan for each room, then checkout
  const frame = await checkoutTwoRooms(page, { checkin, checkout, rooms });

  // a dated extra: two kaiseki dinners on the first night, its subtotal announced
  // (typed: the hotel's notices may still arrive above and move the buttons)
  const dinners = frame.getByRole('spinbutton', { name: /^Quantity: Kaiseki dinner, / }).first();
  await dinners.fill('2');
  await expect(dinners).toHaveValue('2');
  await expect(frame.locator('.extras-subtotal')).toContainText(/¥[1-9][\d,]+/);

  await fillGuestOfTwoRooms(frame, email);

  // the hotel's questions: the arrival time, and a passport photo uploaded before going on
  await frame.getByLabel('Arrival time').selectOption('18:00');
  await frame.getByLabel('Passport photo (guests from abroad)').setInputFiles(passportPhoto());
  await expect(frame.locator('.question-file-done')).toHaveCount(1);
  await frame.getByRole('button', { name: 'Continue to confirmation' }).click();
  await expect(frame.getByRole('heading', { name: 'Review your reservation' })).toBeVisible();

  // a coupon: 10% off the first two nights of each room, night by night
  await frame.getByLabel('Coupon code').fill('WINTER10');
  await frame.getByRole('button', { name: 'Apply' }).click();
  await expect(frame.getByRole('heading', { name: /WINTER10 applied/ })).toBeVisible();

  const checkoutRows = await priceRows(frame);
  const yen = (row: string) => Number(row.slice(row.lastIndexOf('¥') + 1).replace(/,/g, '')) * (row.includes('-¥') ? -1 : 1);
  // each room: its nights, then its total
  const roomTotals = checkoutRows.filter((row) => row.startsWith('Room total')).map(yen);
  expect(roomTotals).toHaveLength(2);
  const nights = checkoutRows.filter((row) => /^\w{3}, \w{3} \d+, \d{4} ¥/.test(row)).map(yen);
  expect(nights).toHaveLength(4);
  const dinnerRow = checkoutRows.find((row) => /^Kaiseki dinner, .+ × 2 ¥[\d,]+$/.test(row));
  expect(dinnerRow, 'two kaiseki dinners on one night').toBeTruthy();
  await expect(frame.locator('.summary-total')).toBeVisible();
  // 10% off every night of each room (two nights, within the coupon's first two), rounded down
  const discounts = checkoutRows.filter((row) => /^Room \d: Winter 10% off/.test(row)).map(yen);
  expect(discounts).toEqual(nights.map((night) => -Math.floor(night / 10)));
  const total = yen(checkoutRows.find((row) => row.startsWith('Total'))!);
  expect(total).toBe(roomTotals[0]! + roomTotals[1]! + yen(dinnerRow!) + discounts.reduce((sum, d) => sum + d, 0));
  const shownTotal = `¥${total.toLocaleString('en-US')}`;
  await expect(frame.locator('.summary-total')).toHaveText(shownTotal);

  await frame.getByRole('button', { name: 'Book now' }).click();
  await expect(frame.getByText(/Thank you for booking/)).toBeVisible();
  const number = await reservationNumberOn(frame);

  // what was stored is what the guest agreed to, line by line
  expect(await priceRows(frame)).toEqual(checkoutRows);
  const answers = frame.locator('section[aria-labelledby="reservation-answers"] dl');
  await expect(answers).toContainText('Arrival time');
  await expect(answers).toContainText('18:00');
  await expect(answers).toContainText('yado-e2e-passport.png');
  await expect(frame.locator('main')).toContainText('Taro Yamada');

  // the e-mail says the same total
  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const mail = mailbox.locator('article.mail', { hasText: number });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(shownTotal.slice(1));
  await expect(mail).toContainText('Kaiseki dinner');
  await mailbox.close();
});
