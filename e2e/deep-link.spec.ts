import { expect, test } from './test.ts';
import { hotelDate, openGuests, widget } from './support.ts';

test('a deep link with search parameters opens the results it describes, and they stay in the URL', async ({ page }) => {
  const checkin = hotelDate(30);
  const checkout = hotelDate(32);
  const search = new URLSearchParams({
    checkin,
    checkout,
    adults: '2',
    kids_tiers: JSON.stringify([{ code: 'A', count: 1 }]),
    type: 'plans',
    order: 'price_high_to_low',
  });
  await page.goto(`/?open_widget=${encodeURIComponent(`/booking/result?${search}`)}`);
  const frame = widget(page);
  await expect(frame.locator('#guests-button')).toHaveText('2 adults, 1 child');
  await expect(frame.getByLabel('Sort by')).toHaveValue('price_high_to_low');
  // plans view: the breakfast plan of the dearest room comes first when sorted high to low
  await expect(frame.locator('.plan-card').first()).toBeVisible();
  const totals = await frame.locator('.plan-card').first().locator('.offer-total strong').allInnerTexts();
  const amounts = totals.map((t) => Number(t.replace(/[^\d]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  const url = new URL(await frame.locator('body').evaluate(() => location.href));
  expect(url.searchParams.get('type')).toBe('plans');
  expect(url.searchParams.get('checkin')).toBe(checkin);
  expect(url.searchParams.get('checkout')).toBe(checkout);
  expect(JSON.parse(url.searchParams.get('kids_tiers')!)).toEqual([{ code: 'A', count: 1 }]);
});

test('a deep link written without encoding keeps both its dates, though its & split them apart on the host page', async ({ page }) => {
  const checkin = hotelDate(30);
  const checkout = hotelDate(32);
  await page.goto(`/?open_widget=/booking/result?checkin=${checkin}&checkout=${checkout}&adults=3`);
  const frame = widget(page);
  await expect(frame.locator('#guests-button')).toHaveText('3 adults');
  await expect(frame.locator('.room-card').first()).toBeVisible();
  const url = new URL(await frame.locator('body').evaluate(() => location.href));
  expect(url.pathname).toBe('/widget/booking/result');
  expect(url.searchParams.get('checkin')).toBe(checkin);
  expect(url.searchParams.get('checkout')).toBe(checkout);
  await expect(page).not.toHaveURL(/open_widget/);
});

test('invalid JSON in a deep link falls back to the defaults instead of failing', async ({ page }) => {
  await page.goto(`/?open_widget=${encodeURIComponent('/booking/result?kids_tiers=%7Bnot-json&adults=zero')}`);
  const frame = widget(page);
  await expect(frame.locator('#guests-button')).toHaveText('2 adults');
  await expect(frame.locator('.room-card').first()).toBeVisible();
});

/** A two-night stay `days` ahead, moved past New Year's Eve and Day (no arrivals then at demo-kyoto). */
function stay(days: number): { checkin: string; checkout: string } {
  let start = days;
  while (/-(12-31|01-01)$/.test(hotelDate(start))) start += 1;
  return { checkin: hotelDate(start), checkout: hotelDate(start + 2) };
}

/** Opens the widget on the demo Kyoto page at a results URL with these search-form parameters. */
async function openResults(page: import('@playwright/test').Page, query: Record<string, string>) {
  await page.goto(`/?open_widget=${encodeURIComponent(`/booking/result?${new URLSearchParams(query)}`)}`);
  return widget(page);
}

/** The query of the widget's own URL. */
async function widgetQuery(frame: ReturnType<typeof widget>): Promise<URLSearchParams> {
  return new URL(await frame.locator('body').evaluate(() => location.href)).searchParams;
}

test('a deep link with every search-form parameter opens the rooms, plans and guests it names', async ({ page }) => {
  const { checkin, checkout } = stay(40);
  const rooms = [
    { adults: 2, kids_tiers: [{ code: 'A', count: 1 }] },
    { adults: 1, kids_tiers: [] },
  ];
  const frame = await openResults(page, {
    checkin,
    checkout,
    rooms: JSON.stringify(rooms),
    type: 'rooms',
    order: 'price_high_to_low',
    filter: 'breakfast',
    is_including_occupied: 'true',
    room_type_codes: 'std-twin,washitsu',
    hotel_plan_codes: 'breakfast,room-only',
    coupon_code: 'WINTER10',
    utm_source: 'newsletter',
  });
  // two rooms of different guests: one line, and a fieldset each in the guests chooser
  await expect(frame.locator('#guests-button')).toHaveText('2 rooms, 3 adults, 1 child');
  await openGuests(frame);
  const stepper = (room: string, name: string) => frame.getByRole('group', { name: room }).getByRole('group', { name, exact: true }).locator('output');
  await expect(stepper('Room 1', 'Adults')).toHaveText(/^2\b/);
  await expect(stepper('Room 1', 'School-age children (bed and meals)')).toHaveText(/^1\b/);
  await expect(stepper('Room 2', 'Adults')).toHaveText(/^1\b/);
  await expect(frame.getByLabel('Sort by')).toHaveValue('price_high_to_low');
  await expect(frame.locator('.room-card').first()).toBeVisible();
  // only the two room types named, only breakfast offers (the filter), dearest room type first
  expect(await frame.locator('.room-card h2').allInnerTexts()).toEqual(['Japanese-style Room (8 tatami)', 'Standard Twin']);
  expect(new Set(await frame.locator('.offer-title').allInnerTexts())).toEqual(new Set(['Stay with breakfast']));
  await expect(frame.getByRole('checkbox', { name: 'Breakfast included' })).toBeChecked();
  await expect(frame.locator('input[name="is_including_occupied"]')).toBeChecked();
  const query = await widgetQuery(frame);
  expect(
    Object.fromEntries(
      ['checkin', 'checkout', 'order', 'filter', 'is_including_occupied', 'room_type_codes', 'hotel_plan_codes', 'coupon_code', 'utm_source'].map((k) => [
        k,
        query.get(k),
      ]),
    ),
  ).toEqual({
    checkin,
    checkout,
    order: 'price_high_to_low',
    filter: 'breakfast',
    is_including_occupied: 'true',
    room_type_codes: 'std-twin,washitsu',
    hotel_plan_codes: 'breakfast,room-only',
    coupon_code: 'WINTER10',
    utm_source: 'newsletter',
  });
  expect(JSON.parse(query.get('rooms')!)).toEqual(rooms);
});

test('a deep link with identical rooms, the plans view and room plan codes shows just those offers', async ({ page }) => {
  const frame = await openResults(page, {
    ...stay(45),
    adults: '2',
    kids_tiers: JSON.stringify([{ code: 'C', count: 1 }]),
    room_count: '2',
    type: 'plans',
    room_plan_codes: 'std-twin--room-only,dlx-double--room-only',
  });
  await expect(frame.locator('.plan-card').first()).toBeVisible();
  expect(await frame.locator('.plan-card h2').allInnerTexts()).toEqual(['Room only']);
  expect(new Set(await frame.locator('.plan-card .offer-title').allInnerTexts())).toEqual(new Set(['Standard Twin', 'Deluxe Double']));
  const query = await widgetQuery(frame);
  expect([query.get('room_count'), query.get('type'), query.get('room_plan_codes')]).toEqual(['2', 'plans', 'std-twin--room-only,dlx-double--room-only']);
});

test('a secret-mode link shows secret rates only with a valid promo code, and asks for it otherwise', async ({ page }) => {
  const search = { ...stay(50), adults: '2', type: 'plans' };
  let frame = await openResults(page, { ...search, mode: 'secret', promo_code: 'SECRET2026' });
  await expect(frame.locator('.plan-card h2', { hasText: 'Secret rate (12% off)' })).toBeVisible();

  frame = await openResults(page, { ...search, mode: 'secret', promo_code: 'WRONG' });
  await expect(frame.getByText('This promo code is not valid. Please check it and try again.').first()).toBeVisible();
  await expect(frame.locator('.plan-card')).toHaveCount(0);

  frame = await openResults(page, { ...search, mode: 'secret' });
  await expect(frame.getByRole('heading', { name: 'Secret rates' })).toBeVisible();
  await expect(frame.locator('.plan-card')).toHaveCount(0);
  await frame.getByLabel('Promo code').fill('SECRET2026');
  await frame.getByRole('button', { name: 'Show rates' }).click();
  await expect(frame.locator('.plan-card h2', { hasText: 'Secret rate (12% off)' })).toBeVisible();
  expect((await widgetQuery(frame)).get('promo_code')).toBe('SECRET2026');
});

test('invalid rooms JSON and unknown option values fall back to the defaults', async ({ page }) => {
  const frame = await openResults(page, {
    rooms: '[{"adults":2,',
    room_count: 'x',
    order: 'cheapest',
    filter: 'jacuzzi',
    mode: 'lottery',
    is_including_occupied: 'maybe',
  });
  await expect(frame.locator('#guests-button')).toHaveText('2 adults');
  await expect(frame.getByLabel('Sort by')).toHaveValue('price_low_to_high');
  await expect(frame.locator('.room-card').first()).toBeVisible();
  const query = await widgetQuery(frame);
  expect([query.has('rooms'), query.has('filter'), query.has('mode'), query.get('is_including_occupied')]).toEqual([false, false, false, 'false']);
});

test('each offer says its cancellation terms in one line, and a plan named for its meals says them once', async ({ page }) => {
  const { checkin, checkout } = stay(40);
  const frame = await openResults(page, { checkin, checkout, adults: '2', type: 'rooms', room_type_codes: 'std-twin' });
  const card = frame.locator('.room-card').first();
  await expect(card).toBeVisible();
  // the standard policy charges 20% from 7 days before check-in: free until the day before that
  const lastFree = new Date(`${checkin}T00:00:00Z`);
  lastFree.setUTCDate(lastFree.getUTCDate() - 8);
  const until = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(lastFree);
  const roomOnly = card.locator('.offer', { has: frame.locator('.offer-title', { hasText: /^Room only$/ }) });
  await expect(roomOnly.locator('.offer-cancellation')).toHaveText(`Free cancellation until ${until}`);
  await expect(roomOnly.locator('.offer-meal')).toHaveCount(0);
  const earlyBird = card.locator('.offer', { has: frame.locator('.offer-title', { hasText: 'Early bird' }) });
  await expect(earlyBird.locator('.offer-cancellation')).toHaveText('Non-refundable');
});

test('a widget path no link of ours makes says the link does not work, with the way to the search', async ({ page }) => {
  await page.goto('/widget/reservation/confirmation/AB12%252e%252e?code=demo-kyoto');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await page.getByRole('link', { name: 'Search for rooms' }).click();
  await expect(page.getByRole('heading', { name: 'Find your room' })).toBeVisible();
});

test('a widget link broken on its way answers a page in the guest’s language that leads to the search, not a bare “Not found”', async ({ page }) => {
  // an e-mail program escaped the slashes of a standalone widget link
  const response = await page.goto('/widget%2Freservation%2Fconfirmation%2FAB12CD34?code=demo-kyoto&locale=ja');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'このリンクは使えません' })).toBeVisible();
  await page.getByRole('link', { name: 'お部屋を探す' }).click();
  await expect(page.getByRole('heading', { name: 'お部屋を探す' })).toBeVisible();
});
