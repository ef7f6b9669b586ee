import { expect, test } from './test.ts';
import { widgetUrl } from './standalone.ts';

test('a guest searches by nights without dates, chooses a plan, then its dates in the plan’s calendar, and reaches checkout', async ({ page }) => {
  // the demo Taipei hotel offers a search by nights (its page opens the widget from a button: open it alone)
  await page.goto(widgetUrl('/booking/result', 'en', { code: 'demo-taipei' }));
  const frame = page;
  await frame.getByRole('button', { name: 'Not sure of your dates? Search by nights' }).click();
  await frame.getByLabel('Nights (dates chosen later)').selectOption('2');
  await frame.getByRole('button', { name: 'Search', exact: true }).click();

  // each offer is its plan's lowest total for two nights; choosing one asks its dates
  const offer = frame.locator('.room-card .offer').first();
  await expect(offer).toContainText('Total for 2 nights');
  await offer.getByRole('button', { name: /^Select/ }).click();
  const choice = frame.locator('.undated-choice');
  await expect(choice.getByRole('heading', { name: /^Choose your dates for / })).toBeVisible();

  // the plan's calendar opens on its cheapest stay: keep it
  const dialog = choice.getByRole('dialog');
  const chosen = dialog.locator('td[aria-selected="true"]');
  await expect(chosen).toHaveCount(2);
  const [checkin, checkout] = await chosen.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')!));
  await dialog.locator(`td[data-date="${checkin}"]`).click();
  await dialog.locator(`td[data-date="${checkout}"]`).click();

  // a dated search of that stay, narrowed to the plan, leads on to checkout
  await expect.poll(async () => new URL(await frame.locator('body').evaluate(() => location.href)).searchParams.get('checkin')).toBe(checkin);
  const url = new URL(await frame.locator('body').evaluate(() => location.href));
  expect(url.searchParams.get('checkout')).toBe(checkout);
  expect(url.searchParams.has('nights')).toBe(false);
  const dated = frame.locator('.room-card .offer').first();
  await expect(dated).toContainText('Total for 2 nights');
  await dated.getByRole('button', { name: /^Select/ }).click();
  await expect(frame.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
});
